import { expect, test } from "./support/fixtures";
import { open, STRINGS, watchConsole } from "./support/site";

test("the server sends every path without a language to English", async ({ request }) => {
  const root = await request.get("/", { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe("/en");
  const deep = await request.get("/about?x=1", { maxRedirects: 0 });
  expect(deep.headers().location).toBe("/en/about?x=1");
  const other = await request.get("/de/about", { maxRedirects: 0 });
  expect(other.headers().location).toBe("/en/de/about");
});

test("EN/FR keeps the page, updates lang, title and the active button", async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, "/en/about");
  await expect(page.getByRole("banner").getByRole("link", { name: STRINGS.en.nav.about, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const switcher = page.getByRole("banner").getByRole("navigation", { name: "Language" });
  await expect(switcher.getByRole("link", { name: /^EN/ })).toHaveAttribute("aria-current", "page");

  await switcher.getByRole("link", { name: /^FR/ }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveTitle("À propos | Lumière AI");
  const fr = page.getByRole("banner").getByRole("navigation", { name: "Langue" });
  await expect(fr.getByRole("link", { name: /^FR/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("banner").getByRole("link", { name: STRINGS.fr.nav.about, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await fr.getByRole("link", { name: /^EN/ }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(problems).toEqual([]);
});

test("on the home page the switch re-renders every section in French", async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, "/en");
  await page.getByRole("banner").getByRole("link", { name: /^FR/ }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Surfer sur la vague de l'IA de pointe");
  await expect(page.getByRole("heading", { name: "Notre expertise" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Tous droits réservés.");
  expect(problems).toEqual([]);
});

test("on an article the switch goes to the article's slug in the other language", async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, "/en/insights");
  await page.locator(".read-more").first().click();
  await expect(page).toHaveURL(/\/en\/insights\/the-eu-ai-act/);
  await page.getByRole("banner").getByRole("link", { name: /^FR/ }).click();
  await expect(page).toHaveURL(/\/fr\/insights\/le-reglement-europeen-sur-l-ia|\/fr\/insights\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("RGPD");
  expect(page.url()).not.toContain("the-eu-ai-act");
  expect(problems).toEqual([]);
});
