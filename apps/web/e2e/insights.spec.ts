import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "./support/fixtures";
import { signIn } from "./admin-support";
import { ADMIN, type RunningServer, startServer } from "./support/server";
import { failedResource, failProcedure, LANGS, open, STRINGS, watchConsole } from "./support/site";

for (const lang of LANGS) {
  const s = STRINGS[lang];

  test(`insights list to an article and back (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, `/${lang}/insights`);
    const cards = page.locator(".article-grid article");
    await expect(cards).toHaveCount(8);
    // Three columns on a desktop screen.
    const columns = await page.locator(".article-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    // The seed's articles fill one page: the row looks as the spec draws it, 1 to 3, only 1 a link.
    await expect(pagination.getByRole("button").first()).toBeDisabled();
    await expect(pagination.getByRole("link")).toHaveCount(1);
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("button", { name: "Page 3" })).toBeDisabled();
    await expect(pagination.getByRole("button").last()).toBeDisabled();

    const first = cards.first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    await expect(first.locator(".badge")).toBeVisible();
    await expect(first.locator("time")).toHaveText(lang === "en" ? /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ : /^\d{1,2} [a-zéû]+ \d{4}$/);
    const readMore = first.getByRole("link", { name: new RegExp(s.readMore) });
    await expect(readMore).toHaveAttribute("href", new RegExp(`^/${lang}/insights/[a-z0-9-]+\\?v=\\d+$`));

    await readMore.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/insights/[a-z0-9-]+\\?v=\\d+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await page.locator(".article-content p").count()).toBeGreaterThan(2);
    // The seed's articles share tags or categories: real related articles, not the spec's placeholder.
    await expect(page.locator("section[aria-labelledby=related-title] article")).not.toHaveCount(0);
    await expect(page).toHaveTitle(`${title} | Lumière AI`);

    await page.getByRole("link", { name: s.backToInsights }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/insights$`));
    await expect(cards).toHaveCount(8);
    expect(problems).toEqual([]);
  });

  test(`unknown article and unknown page (${lang})`, async ({ page }) => {
    const problems = watchConsole(page, [failedResource(404)]);
    const article = await page.goto(`/${lang}/insights/no-such-article`);
    expect(article?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.articleNotFound);
    await expect(page.getByText(s.articleMissing)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: s.backToInsights })).toHaveAttribute("href", `/${lang}/insights`);

    const missing = await page.goto(`/${lang}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.pageNotFound);
    await page.locator("html[data-hydrated]").waitFor();
    expect(problems).toEqual([]);
  });
}

test("6 skeleton cards while the list loads, then the cards", async ({ page }) => {
  const s = STRINGS.en;
  await open(page, "/en/about");
  await page.route("**/trpc/articles.page**", async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: s.nav.insights }).click();
  await expect(page.locator(".skeleton-card")).toHaveCount(6);
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeAttached();
  await expect(page.locator(".article-grid article:not(.skeleton-card)")).toHaveCount(8);
});

test("the list's error state when articles cannot be loaded", async ({ page }) => {
  const s = STRINGS.en;
  const problems = watchConsole(page, [failedResource(500)]);
  await open(page, "/en/about");
  await failProcedure(page, "articles.page");
  await page.getByRole("banner").getByRole("link", { name: s.nav.insights }).click();
  await expect(page.getByText(s.articlesError)).toBeVisible();
  expect(problems).toEqual([]);
});

// More articles than a page holds, on a server of its own: paging, a category and a search, with
// JavaScript and without.
test.describe("insights with more than a page of articles", () => {
  test.describe.configure({ mode: "serial" });
  const shots = path.join(import.meta.dirname, "../screenshots");
  const ADDED = 20; // with one more and the seed's 8: 29 articles, three pages
  const pad = (i: number) => String(i).padStart(2, "0");
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    server = await startServer();
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await page.goto("/en/admin/login");
    await signIn(page, ADMIN);
    const inputs = Array.from({ length: ADDED }, (_, i) => ({
      title_en: `Journey article ${pad(i)}`,
      title_fr: `Article du parcours ${pad(i)}`,
      excerpt_en: "An article created for the journey.",
      excerpt_fr: "Un article créé pour le parcours.",
      content_en: "Body.",
      content_fr: "Corps.",
      category: i % 2 === 0 ? "computer-vision" : "analytics",
      publishedAt: new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
    }));
    inputs.push({
      ...inputs[0]!,
      title_en: "A journey résumé",
      title_fr: "Une société du parcours",
      category: "general",
      publishedAt: "2020-01-01T00:00:00.000Z",
    });
    const res = await page.request.post(`/trpc/${inputs.map(() => "admin.articles.create").join(",")}?batch=1`, {
      headers: { origin: server.url },
      data: Object.fromEntries(inputs.map((v, i) => [String(i), v])),
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test.afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  test("to page 2 and back, through a category, and a search", async () => {
    const problems = watchConsole(page);
    await open(page, "/en/insights");
    const cards = page.locator(".article-grid article");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole("heading")).toHaveText("Journey article 19");
    await page.screenshot({ path: path.join(shots, "insights-en-page-1.png"), fullPage: true });

    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/en\/insights\?page=2$/);
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole("heading")).toHaveText("Journey article 07");
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${server.url}/en/insights?page=2`);
    await page.screenshot({ path: path.join(shots, "insights-en-page-2.png"), fullPage: true });

    await pagination.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\/en\/insights\?page=3$/);
    await expect(cards).toHaveCount(5);
    await expect(pagination.getByRole("button", { name: "Next" })).toBeDisabled();

    await pagination.getByRole("link", { name: "Previous" }).click();
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/en\/insights$/);
    await expect(pagination.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(cards.first().getByRole("heading")).toHaveText("Journey article 19");

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Computer Vision" }).click();
    await expect(page).toHaveURL(/\/en\/insights\?category=Computer(\+|%20)Vision$/);
    await expect(cards).toHaveCount(11); // ten created, one seeded
    for (const badge of await cards.locator(".badge").allTextContents()) expect(badge).toBe("Computer Vision");
    await expect(pagination.getByRole("button", { name: "Next" })).toBeDisabled();

    await page.getByRole("searchbox", { name: "Search articles" }).fill("resume");
    await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
    await expect(page).toHaveURL(/q=resume$/);
    // The category stays chosen: that article is in General, so nothing matches both.
    await expect(page.getByText("No articles match your search.")).toBeVisible();
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("A journey résumé");
    expect(problems).toEqual([]);
  });

  test("a category and a search in French without JavaScript", async ({ browser }) => {
    const noJs = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const plain = await noJs.newPage();
    await plain.goto("/fr/insights");
    const cards = plain.locator(".article-grid article");
    await plain.getByRole("navigation", { name: "Catégories" }).getByRole("link", { name: "Vision par ordinateur" }).click();
    await expect(plain).toHaveURL(/\/fr\/insights\?category=Vision/);
    await expect(cards).toHaveCount(11);
    await plain.screenshot({ path: path.join(shots, "insights-fr-category.png"), fullPage: true });
    await plain.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 1" }).waitFor();

    await plain.getByRole("navigation", { name: "Catégories" }).getByRole("link", { name: "Tous" }).click();
    await plain.getByRole("searchbox", { name: "Rechercher des articles" }).fill("societe");
    await plain.getByRole("button", { name: "Rechercher" }).click();
    await expect(plain).toHaveURL(/\/fr\/insights\?q=societe$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("Une société du parcours");
    await noJs.close();
  });
});
