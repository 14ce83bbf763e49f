import { expect, test } from "@playwright/test";
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
    await expect(pagination.getByRole("button").first()).toBeDisabled();
    await expect(pagination.getByRole("button", { name: "1" })).toHaveAttribute("aria-current", "page");

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
    await expect(page.getByText(s.relatedPlaceholder)).toBeVisible();
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
  await page.route("**/trpc/articles.summaries**", async (route) => {
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
  await failProcedure(page, "articles.summaries");
  await page.getByRole("banner").getByRole("link", { name: s.nav.insights }).click();
  await expect(page.getByText(s.articlesError)).toBeVisible();
  expect(problems).toEqual([]);
});
