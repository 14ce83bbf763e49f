import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "./support/fixtures";
import { noisePng, openSection, signIn, watchConsole } from "./admin-support";
import { ADMIN, type RunningServer, startServer } from "./support/server";

// The editorial boards, the Version History chooser and the article form's picture picker ask the
// server for a page or for matches: with a few hundred articles and pictures none loads them all.
// On a server of its own (it adds hundreds of articles).
test.describe.configure({ mode: "serial" });

const shots = path.join(import.meta.dirname, "../screenshots");
const BULK = 300;
const PICTURES = 30;
/** What opening a board may download (issue 23: at most 300 KB, whatever the archive holds). */
const MAX_BOARD_BYTES = 300 * 1024;
const pad = (i: number) => String(i).padStart(3, "0");
const BODY = `<p>${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(80)}</p>`;

let server: RunningServer;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

/** Batched calls of one admin procedure, as the admin's link sends them. */
async function batch(procedure: string, inputs: unknown[]): Promise<void> {
  const res = await page.request.post(`/trpc/${inputs.map(() => procedure).join(",")}?batch=1`, {
    headers: { origin: server.url },
    data: Object.fromEntries(inputs.map((v, i) => [String(i), v])),
  });
  expect(res.status(), (await res.text()).slice(0, 600)).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startServer();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  watchConsole(page, problems, []);
  await page.goto("/en/admin/login");
  await signIn(page, ADMIN);
  for (let start = 0; start < BULK; start += 50) {
    await batch(
      "admin.articles.create",
      Array.from({ length: 50 }, (_, k) => {
        const i = start + k;
        // Every 25th is a draft with no French yet.
        const copy = { title_en: `Bulk article ${pad(i)}`, content_en: BODY, content_fr: BODY };
        return i % 25 === 0 ? { ...copy, title_fr: "", action: "draft" } : { ...copy, title_fr: `Article en vrac ${pad(i)}` };
      }),
    );
  }
  for (let i = 0; i < PICTURES; i++) {
    const res = await page.request.post("/api/admin/media/upload", {
      headers: { origin: server.url },
      multipart: { file: { name: `picture-${pad(i)}.png`, mimeType: "image/png", buffer: noisePng(320, 200) } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** Bytes the browser downloads (as sent on the wire) while `action` runs and the page settles. */
async function bytesDuring(action: () => Promise<void>): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
  });
  await action();
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  return bytes;
}

test("the translation board shows a page of items, searches and filters on the server", async () => {
  const rows = page.getByTestId("translation-row");
  await openSection(page, "Collaboration");
  const bytes = await bytesDuring(async () => {
    await page.getByRole("tab", { name: "Translation status" }).click();
    await expect(rows).toHaveCount(25);
  });
  expect(bytes).toBeLessThan(MAX_BOARD_BYTES);
  await expect(page.getByTestId("list-total")).toHaveText(/^\d+ in all$/);
  await page.screenshot({ path: path.join(shots, "admin-translations-paged-en.png"), fullPage: true });
  await page.getByRole("searchbox", { name: "Search content" }).fill("bulk article 12");
  await expect(rows).toHaveCount(10);
  await page.getByRole("searchbox", { name: "Search content" }).fill("");
  await page.getByRole("combobox", { name: "Show" }).click();
  await page.getByRole("option", { name: "A language is missing" }).click();
  await expect(page.getByTestId("list-total")).toHaveText(`${BULK / 25} in all`);
  await expect(rows.first().getByTestId("translation-fr")).toHaveText("FR · Missing");
  await rows.first().getByRole("button", { name: "Open “Bulk article 275” side by side" }).click();
  const sideBySide = page.getByRole("dialog").getByRole("region", { name: "Edit Article" });
  await expect(sideBySide.getByLabel("English title")).toHaveValue("Bulk article 275");
  await page.keyboard.press("Escape");
});

test("the Workflows board pages what waits for a review", async () => {
  await openSection(page, "Workflows");
  await expect(page.getByText("Nothing waits for a review.")).toBeVisible();
  await page.screenshot({ path: path.join(shots, "admin-workflows-paged-en.png"), fullPage: true });
});

test("the Version History chooser finds an article among hundreds as one types", async () => {
  await openSection(page, "Version History");
  const chooser = page.getByRole("combobox", { name: "Page or article" });
  await expect(page.getByText(/^The first 25 of \d+: type to find another\.$/)).toBeVisible();
  await chooser.click();
  await chooser.fill("Bulk article 007");
  await page.getByRole("option", { name: "Bulk article 007" }).click();
  await expect(chooser).toHaveValue("Bulk article 007");
  await expect(page.getByTestId("version")).toHaveCount(1);
});

test("the article form's picture picker searches the library and shows thumbnails", async () => {
  await openSection(page, "Articles");
  await page.getByRole("button", { name: "Create Article" }).click();
  const form = page.getByRole("region", { name: "New Article" });
  const picker = form.getByRole("combobox", { name: "Image" });
  await expect(form.getByText(`The first 25 of ${PICTURES}: type to find another.`, { exact: false })).toBeVisible();
  await picker.click();
  await picker.fill("picture-029");
  const option = page.getByRole("option", { name: "picture-029.png" });
  await expect(option.locator("img")).toHaveAttribute("loading", "lazy");
  await option.click();
  await expect(picker).toHaveValue("picture-029.png");
  const preview = form.getByTestId("media-picker-preview");
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.screenshot({ path: path.join(shots, "admin-media-picker-en.png"), fullPage: true });
  await form.getByRole("button", { name: "Cancel" }).click();
});

test("the boards in French", async () => {
  await page.goto("/fr/admin");
  const nav = page.getByRole("navigation", { name: "Sections d'administration" });
  await nav.getByRole("button", { name: /^Collaboration/ }).click();
  await page.getByRole("tab", { name: "État des traductions" }).click();
  await expect(page.getByTestId("translation-row")).toHaveCount(25);
  await expect(page.getByTestId("list-total")).toHaveText(/^\d+ au total$/);
  await page.screenshot({ path: path.join(shots, "admin-translations-paged-fr.png"), fullPage: true });
  await nav.getByRole("button", { name: /^Processus/ }).click();
  await page.screenshot({ path: path.join(shots, "admin-workflows-paged-fr.png"), fullPage: true });
  await nav.getByRole("button", { name: /^Historique des versions/ }).click();
  await expect(page.getByText(/^Les 25 premiers sur \d+\u00a0: tapez pour en trouver un autre\.$/)).toBeVisible();
});

test("no page errors and no unexpected console errors on the way", () => {
  expect(problems).toEqual([]);
});
