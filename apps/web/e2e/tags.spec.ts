// Article tags in Chromium: the insights list's tag filter (combined with a category) and an
// article's tags and "Related Articles", with JavaScript and without it, in both languages.
import { expect, test } from "./support/fixtures";
import { signIn, toast } from "./admin-support";
import { axeViolations } from "./support/axe";
import { ADMIN } from "./support/server";
import { LANGS, open, watchConsole } from "./support/site";

const WORDS = {
  en: {
    tags: "Tags",
    allTags: "All tags",
    automation: "automation",
    categories: "Categories",
    vision: "Computer Vision",
    related: "Related Articles",
    article: "Computer Vision for Quality Inspection on the Production Line",
    relatedTitles: [
      "How AI Helps Radiologists Prioritise Urgent Imaging Studies",
      "Taming the Inbox: NLP for Customer-Service Email Triage",
    ],
  },
  fr: {
    tags: "Étiquettes",
    allTags: "Toutes les étiquettes",
    automation: "automatisation",
    categories: "Catégories",
    vision: "Vision par ordinateur",
    related: "Articles associés",
    article: "Vision par ordinateur : automatiser le contrôle qualité sur la ligne de production",
    relatedTitles: [
      "Imagerie médicale : l'IA aide les radiologues à prioriser les examens urgents",
      "Dompter la boîte de réception : trier les e-mails clients grâce au TAL",
    ],
  },
} as const;

for (const lang of LANGS) {
  const w = WORDS[lang];

  test(`a tag filters the insights, with a category too, and an article links its tags and related articles (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const problems = watchConsole(page);
    await open(page, `/${lang}/insights`);
    const cards = page.locator(".article-grid article");
    await expect(cards).toHaveCount(8);
    const tags = page.getByRole("navigation", { name: w.tags });
    await tags.getByRole("link", { name: w.automation, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/insights\\?tag=${w.automation}$`));
    await expect(cards).toHaveCount(2);
    await expect(tags.getByRole("link", { name: w.automation, exact: true })).toHaveAttribute("aria-current", "page");
    // Both filters at once: the category keeps the tag.
    await page.getByRole("navigation", { name: w.categories }).getByRole("link", { name: w.vision }).click();
    await expect(page).toHaveURL(/category=.*&tag=|tag=.*&category=/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText(w.article);
    for (const v of await axeViolations(page)) problems.push(`axe insights: ${v}`);

    await cards.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.article);
    const related = page.locator("section[aria-labelledby=related-title]");
    await expect(related.getByRole("heading", { level: 2 })).toHaveText(w.related);
    await expect(related.getByRole("heading", { level: 3 })).toHaveText([...w.relatedTitles]);
    for (const v of await axeViolations(page)) problems.push(`axe article: ${v}`);

    await page.getByRole("list", { name: w.tags }).getByRole("link", { name: w.automation }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/insights\\?tag=${w.automation}$`));
    await expect(cards).toHaveCount(2);
    await page.getByRole("navigation", { name: w.tags }).getByRole("link", { name: w.allTags }).click();
    await expect(cards).toHaveCount(8);
    expect(problems).toEqual([]);
  });

  test(`the tag filter and the related articles without JavaScript (${lang})`, async ({ browser, baseURL }) => {
    const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await noJs.newPage();
    await page.goto(`/${lang}/insights`);
    const cards = page.locator(".article-grid article");
    await page.getByRole("navigation", { name: w.tags }).getByRole("link", { name: w.automation, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/insights\\?tag=${w.automation}$`));
    await expect(cards).toHaveCount(2);
    await cards.filter({ hasText: w.article }).locator(".read-more").click();
    const related = page.locator("section[aria-labelledby=related-title]");
    await expect(related.getByRole("heading", { level: 3 })).toHaveText([...w.relatedTitles]);
    await noJs.close();
  });
}

test("the article form takes tags beside the category and refuses a bad one in the admin's language", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await page.goto("/en/admin");
  await signIn(page, ADMIN);
  await open(page, "/fr/admin");
  await page
    .getByRole("navigation", { name: "Sections d'administration" })
    .getByRole("button", { name: /^Articles/ })
    .click();
  await page.getByRole("button", { name: "Créer un article" }).click();
  const form = page.getByRole("region", { name: "Nouvel article" });
  await form.getByLabel("Titre en anglais").fill(`Tagged ${stamp}`);
  await form.getByLabel("Titre en français").fill(`Étiqueté ${stamp}`);
  const english = form.getByRole("combobox", { name: "Étiquettes en anglais" });
  await english.fill("x".repeat(33));
  await english.press("Enter");
  await form.getByRole("button", { name: "Enregistrer comme brouillon" }).click();
  await expect(form.getByText("Une étiquette compte 32 caractères au maximum")).toBeVisible();
  // The long one removed, two good ones typed (a comma ends a tag too): saved, normalised.
  await english.press("Backspace");
  await english.pressSequentially(`#Stamp ${stamp},MLOps`);
  await english.press("Enter");
  await form.getByRole("button", { name: "Enregistrer comme brouillon" }).click();
  await expect(toast(page, "Article créé avec succès")).toBeVisible();
});
