import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "./support/fixtures";
import { type RunningServer, startServer } from "./support/server";

// `pnpm dev`: a saved edit in apps/web shows in the open page without restarting the server, both
// in code the browser runs (hot-replaced in place) and in HTML only the server rendered (an island
// not hydrated yet: the page reloads and the server renders the new code), also where the browser
// runs the same code elsewhere in the page.

const webSrc = fileURLToPath(new URL("../src/", import.meta.url));
const edited = new Map<string, { original: string; changed: string }>();

/** Saves the file as an editor does (written whole, then renamed over it), so Vite never reads half of it. */
function save(file: string, text: string) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.dev-reload`);
  writeFileSync(temp, text);
  renameSync(temp, file);
}

function edit(relative: string, from: string, to: string) {
  const file = path.join(webSrc, relative);
  const original = readFileSync(file, "utf8");
  expect(original, relative).toContain(from);
  const changed = original.replace(from, to);
  edited.set(file, { original, changed });
  save(file, changed);
}

/** Puts back every file this spec changed, unless someone has changed it again since. */
function restore() {
  for (const [file, { original, changed }] of edited) {
    if (readFileSync(file, "utf8") === changed) save(file, original);
    edited.delete(file);
  }
}
process.once("exit", restore);

let server: RunningServer;
test.describe.configure({ timeout: 240_000 });
test.beforeAll(async () => {
  server = await startServer({}, "dev");
});
test.afterEach(restore);
test.afterAll(async () => {
  await server?.stop();
});

/** Opens /en once the dev server has bundled its dependencies, with Vite's client connected. */
async function openHome(page: Page) {
  const connected = page.waitForEvent("console", { predicate: (m) => m.text().includes("[vite] connected"), timeout: 120_000 });
  // The first visit may make Vite bundle dependencies and reload the page: a second one is stable.
  await page.goto(`${server.url}/en`, { timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  await page.goto(`${server.url}/en`, { timeout: 120_000 });
  await connected;
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".site-header .brand-name")).toBeVisible();
}

test("an edit to the header is hot-replaced in the open page, without a reload", async ({ page }) => {
  await openHome(page);
  // Hydrated: a reload would lose this.
  await page.evaluate(() => Object.assign(window, { beforeEdit: true }));
  const token = `Hot${Date.now()}`;
  edit("site/shell/header.tsx", '<header className="site-header">', `<header className="site-header" data-edit="${token}">`);
  await expect(page.locator(`header[data-edit="${token}"]`)).toHaveCount(1, { timeout: 15_000 });
  expect(await page.evaluate(() => "beforeEdit" in window)).toBe(true);
});

test("an edit to code the header and the footer share shows in both, though the footer only had the server's HTML", async ({ page }) => {
  await openHome(page);
  const token = `Shared${Date.now()}`;
  edit("site/shell/brand-mark.tsx", "{name}</span>", `{name} ${token}</span>`);
  await expect(page.locator(".site-header .brand-name")).toContainText(token, { timeout: 15_000 });
  await expect(page.locator("footer .brand-name")).toContainText(token, { timeout: 15_000 });
});

test("an edit to the footer, which only the server rendered, shows in the open page", async ({ page }) => {
  await openHome(page);
  await expect(page.locator("footer")).toContainText("75002 Paris");
  // Pointing at the header's Contact link preloads the contact page's code, which shows the same
  // social links: the browser has their code, but the footer still shows the server's HTML.
  const preloaded = page.waitForResponse((r) => r.url().includes("/social-links.tsx"));
  await page.locator(".site-header .nav-desktop").getByRole("link", { name: "Contact" }).hover();
  await preloaded;
  const token = `Reloaded${Date.now()}`;
  edit("site/layout/social-links.tsx", "aria-label={label}>", `aria-label={label} data-edit="${token}">`);
  await expect(page.locator(`footer [data-edit="${token}"]`)).toHaveCount(1, { timeout: 15_000 });
  // A new visit gets it from the server too.
  const html = await (await page.request.get(`${server.url}/en`)).text();
  expect(html).toContain(token);
});

test("an edit to the footer island's own file, before it hydrates, shows in the open page", async ({ page }) => {
  await openHome(page);
  const token = `Reloaded${Date.now()}`;
  // The file the island's loader imports: the browser knows its name from that import, but has not
  // loaded it, so nothing in the page could take a hot update of it.
  edit("site/layout/footer.tsx", '<footer className="site-footer">', `<footer className="site-footer" data-edit="${token}">`);
  await expect(page.locator(`footer[data-edit="${token}"]`)).toHaveCount(1, { timeout: 15_000 });
});
