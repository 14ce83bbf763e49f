import { type BrowserContext, expect, type Page, test } from "./support/fixtures";
import { openSection, signIn, watchConsole } from "./admin-support";
import { ADMIN, type RunningServer, startServer } from "./support/server";
import { expectToast, open, STRINGS } from "./support/site";

// Cookie-free analytics, end to end: a visitor in an ordinary browser (the headless one's user agent
// is a bot's, and bots are not counted) reads four pages, one reached by client-side navigation and
// one read twice, chats with Aya and sends a consultation. The summary API and the Analytics
// Dashboard then show five more page views, one more visitor, the page, the chat and the request.
// The site sets no cookie and writes nothing to the browser's storage.
test.describe.configure({ mode: "serial" });

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let server: RunningServer;
let visitorContext: BrowserContext;
let adminContext: BrowserContext;
let admin: Page;
const problems: string[] = [];

interface Summary {
  visitors: number;
  pageviews: number;
  topPages: Array<{ path: string; pageviews: number }>;
  conversions: { chat: number; consultation: number; contact: number; signup: number };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startServer();
  visitorContext = await browser.newContext({ baseURL: server.url, userAgent: BROWSER_UA, viewport: { width: 1280, height: 900 } });
  adminContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  for (const context of [visitorContext, adminContext]) {
    context.setDefaultTimeout(15_000);
    context.on("page", (p) => watchConsole(p, problems, []));
  }
  admin = await adminContext.newPage();
  await admin.goto("/admin/login");
  await signIn(admin, ADMIN);
});
test.afterAll(async () => {
  await visitorContext?.close();
  await adminContext?.close();
  await server?.stop();
});

async function summary(): Promise<Summary> {
  const res = await admin.request.get("/api/admin/analytics/summary?period=today");
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

test("a visitor's pages, chat and consultation reach the summary API and the dashboard, with no cookie or storage", async () => {
  const before = await summary();
  const s = STRINGS.en;
  const page = await visitorContext.newPage();
  await open(page, "/en");
  await open(page, "/en/about");
  await open(page, "/en/technology");
  // A client-side navigation: the server never sees this page load, the beacon tells it.
  const beaconSent = page.waitForRequest((req) => req.method() === "POST" && new URL(req.url()).pathname === "/e");
  await page.getByRole("banner").getByRole("link", { name: "Insights", exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/insights$/);
  await beaconSent;
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();

  await page.getByRole("button", { name: s.chatOpen }).click();
  const chat = page.getByRole("dialog", { name: "Aya" });
  const input = chat.getByPlaceholder(s.typeMessage);
  await input.fill("What do you do?");
  await input.press("Enter");
  await expect(chat.locator('.chat-msg[data-role="assistant"]').nth(1)).not.toBeEmpty();
  await page
    .getByRole("button", { name: s.chatOpen })
    .or(page.getByRole("button", { name: "Close chat" }))
    .first()
    .click();

  await page.getByRole("banner").getByRole("button", { name: s.freeConsultation }).click();
  const dialog = page.getByRole("dialog", { name: s.consultationTitle });
  await dialog.getByLabel(s.name).fill("Camille Martin");
  await dialog.getByLabel(s.email).fill("camille@example.com");
  await dialog.getByRole("button", { name: s.submitConsultation }).click();
  await expectToast(page, s.success, s.consultationSuccess);

  expect(await visitorContext.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  expect(storage).toEqual({ local: [], session: [] });
  await page.close();

  // Events are written in batches every couple of seconds.
  const counts = (x: Summary) => ({ pageviews: x.pageviews, chat: x.conversions.chat, consultation: x.conversions.consultation });
  await expect
    .poll(async () => counts(await summary()), { timeout: 15_000 })
    .toEqual({ pageviews: before.pageviews + 5, chat: before.conversions.chat + 1, consultation: before.conversions.consultation + 1 });
  const after = await summary();
  expect(after.visitors).toBe(before.visitors + 1);
  expect(after.topPages.find((p) => p.path === "/en/insights")?.pageviews).toBe(
    (before.topPages.find((p) => p.path === "/en/insights")?.pageviews ?? 0) + 2,
  );
  expect(after.topPages.map((p) => p.path)).toEqual(expect.arrayContaining(["/en", "/en/about", "/en/technology"]));
  expect(after.conversions.chat).toBe(before.conversions.chat + 1);
  expect(after.conversions.consultation).toBe(before.conversions.consultation + 1);

  await openSection(admin, "Analytics Dashboard");
  await admin.getByRole("radiogroup", { name: "Period" }).getByText("Today", { exact: true }).click();
  await expect(admin.getByRole("radio", { name: "Today" })).toBeChecked();
  const pageviews = admin.getByText("Page views", { exact: true }).first().locator("xpath=..").getByTestId("stat-value");
  await expect(pageviews).toHaveText(String(after.pageviews));
  await expect(admin.getByTestId("top-pages")).toContainText("/en/insights");
  const funnel = admin.getByTestId("funnel");
  await expect(funnel.locator('[data-step="chat"]')).toContainText(String(after.conversions.chat));
  await expect(funnel.locator('[data-step="consultation"]')).toContainText(String(after.conversions.consultation));
  await expect(admin.getByTestId("traffic-chart").locator("svg.recharts-surface").first()).toBeVisible();
  await expect(admin.getByText("Preview with sample content")).toHaveCount(0);
  expect(problems).toEqual([]);
});
