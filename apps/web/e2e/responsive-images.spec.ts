import { type APIRequestContext, expect, type Page, test } from "./support/fixtures";
import { noisePng } from "./admin-support";
import { ADMIN, type RunningServer, startServer } from "./support/server";

// A picture uploaded to the Media Library reaches visitors as a resized WebP copy sized for where
// it is shown (the compiled server resizes with sharp): a card loads a small copy, the article page
// a larger one, and a copy that fails to load falls back to the category artwork. A server of its
// own: the article added here must not change the public specs' article lists.

let server: RunningServer;
let stem: string;
let slug: string;

test.beforeAll(async ({ playwright }) => {
  server = await startServer();
  const api: APIRequestContext = await playwright.request.newContext({ baseURL: server.url });
  expect((await api.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  const upload = await api.post("/api/admin/media/upload", {
    multipart: { file: { name: "vision-lab.png", mimeType: "image/png", buffer: noisePng(1000, 500) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const url = ((await upload.json()) as { url: string }).url;
  expect(url).toMatch(/^\/media\/[0-9a-f-]{36}-1000x500\.png$/);
  stem = url.slice(0, -".png".length);
  const article = await api.post("/api/admin/articles", {
    data: {
      title_en: "Inside our vision lab",
      title_fr: "Dans notre laboratoire de vision",
      excerpt_en: "A tour.",
      excerpt_fr: "Une visite.",
      image_url: url,
    },
  });
  expect(article.ok(), await article.text()).toBe(true);
  slug = ((await article.json()) as { slug_en: string }).slug_en;
  await api.dispose();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The path of the picture the browser chose for an <img>, once it has loaded. */
async function loaded(page: Page, selector: string): Promise<string> {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

test("a desktop card loads the 480 px copy and the article page the 960 px copy, never the original", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${server.url}/en/insights`);
  expect(await loaded(page, `.article-card img[src="${stem}.png"]`)).toBe(`${stem}-480w.webp`);
  await page.goto(`${server.url}/en/insights/${slug}`);
  expect(await loaded(page, ".article-visual img")).toBe(`${stem}-960w.webp`);
});

test("a phone with a 2× screen loads a copy at least as wide as the card's pixels", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${server.url}/fr/insights`);
  const chosen = await loaded(page, `.article-card img[src="${stem}.png"]`);
  expect(chosen).toMatch(new RegExp(`^${stem}-\\d+w\\.webp$`));
  // The card is the screen's width less its margins: about 350 CSS px, 700 device pixels.
  expect(Number(/-(\d+)w\.webp$/.exec(chosen)?.[1])).toBeGreaterThanOrEqual(700);
  await context.close();
});

test("a copy that fails to load shows the category artwork, as a broken picture does", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.route("**/media/*-480w.webp", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`${server.url}/en/insights`);
  const card = page.locator(".article-card").filter({ hasText: "Inside our vision lab" });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator(".article-media")).toHaveAttribute("data-artwork", "");
  await expect(card.locator(".article-media img")).toHaveCount(0);
});
