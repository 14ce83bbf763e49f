// The admin journey's shared setup: a server of its own (the journey turns two-factor on and changes
// settings, which must not leak into the public specs sharing the global server), one browser page
// shared by serial tests, and the steps every part of the journey uses.
import path from "node:path";
import { type BrowserContext, expect, type Locator, type Page, test } from "./support/fixtures";
import { openSection as openSectionOf, signIn as signInAs, toast, watchConsole } from "./admin-support";
import { ADMIN, type RunningServer, startServer } from "./support/server";

const shots = path.join(import.meta.dirname, "../screenshots");
export const SECTIONS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "articles", label: "Articles" },
  { id: "pages", label: "Pages" },
  { id: "landing", label: "Landing Pages" },
  { id: "media", label: "Media Library" },
  { id: "profiles", label: "Profiles" },
  { id: "case-studies", label: "Case Studies" },
  { id: "clients", label: "Clients" },
  { id: "ai-assistant", label: "AI Content Assistant" },
  { id: "analytics", label: "Analytics Dashboard" },
  { id: "collaboration", label: "Collaboration" },
  { id: "plugins", label: "Plugin Manager" },
  { id: "workflows", label: "Workflows" },
  { id: "versions", label: "Version History" },
  { id: "contacts", label: "Contacts" },
  { id: "consultations", label: "Consultations" },
  { id: "signups", label: "Email Signups" },
  { id: "privacy", label: "Data Requests" },
  { id: "ai-settings", label: "AI Settings" },
  { id: "settings", label: "Settings" },
  { id: "people", label: "Team" },
  { id: "account", label: "My account" },
] as const;

// Failed calls the admin journey provokes on purpose; Chromium logs each as a console error.
const EXPECTED_FAILURES = [
  /\/trpc\/auth\.login/,
  /\/trpc\/admin\.settings\.testEmail/,
  /\/trpc\/admin\.settings\.twoFactorEnable/,
  /\/api\/admin\/media\/upload$/,
];

export interface JourneyOptions {
  /** Extra server environment, computed before the server starts (e.g. a stand-in API's address). */
  env?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Failed calls the spec provokes on purpose (the admin journey's by default). */
  expectedFailures?: RegExp[];
}

export interface AdminJourney {
  readonly server: RunningServer;
  readonly page: Page;
  /** Page errors and unexpected console errors seen so far. */
  readonly problems: string[];
  signIn(code?: () => Promise<string>): Promise<void>;
  signOut(): Promise<void>;
  openSection(label: string): Promise<void>;
  clickCentred(target: Locator): Promise<void>;
  shot(name: string, options?: { settled?: boolean; fullPage?: boolean }): Promise<void>;
}

/** Declares the journey's hooks in the calling spec file; its tests then share one browser page. */
export function adminJourney(options: JourneyOptions = {}): AdminJourney {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    server = await startServer(await options.env?.());
    context = await browser.newContext({
      baseURL: server.url,
      acceptDownloads: true,
      permissions: ["clipboard-read", "clipboard-write"],
      viewport: { width: 1440, height: 900 },
    });
    context.setDefaultTimeout(15_000);
    context.on("page", (p) => watchConsole(p, problems, options.expectedFailures ?? EXPECTED_FAILURES));
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  async function signOut() {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/admin\/login$/);
    await expect(toast(page, "Logged out successfully")).toBeVisible();
  }
  /** Clicks after centring the element, so a toast in the bottom-right corner never covers it. */
  async function clickCentred(target: Locator) {
    await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await target.click();
  }
  async function shot(name: string, { settled = true, fullPage = true } = {}) {
    if (settled) {
      await page.waitForLoadState("networkidle");
      await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, `admin-${name}.png`), fullPage });
  }

  return {
    get server() {
      return server;
    },
    get page() {
      return page;
    },
    problems,
    signIn: (code) => signInAs(page, ADMIN, code),
    signOut,
    openSection: (label) => openSectionOf(page, label),
    clickCentred,
    shot,
  };
}
