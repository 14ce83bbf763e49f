import path from "node:path";
import { adminJourney } from "./admin-journey";
import { toast } from "./admin-support";
import { axeViolations } from "./support/axe";
import { expect, type Page, test } from "./support/fixtures";

// Team profiles in Chromium: the administrator's Profiles section refuses bad input on its fields
// in the admin's language, saves a published profile with links, and the public Team page and
// author page show it, with JavaScript and without; each screen looked at in 1366 and 390 px and
// checked by axe.

const shots = path.join(import.meta.dirname, "../screenshots");
const journey = adminJourney({ expectedFailures: [/\/trpc\/admin\.profiles\.create/] });
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});

const NAME = "Margaux Petit";
const SLUG = "margaux-petit";

async function shoot(on: Page, name: string) {
  for (const width of [1366, 390]) {
    await on.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await on.evaluate(() => window.scrollTo(0, 0));
    await on.screenshot({ path: path.join(shots, `team-${name}-${width}.png`), fullPage: true });
  }
  await on.setViewportSize({ width: 1440, height: 900 });
}

test("the Team page says it is being prepared while no profile is published", async () => {
  await page.goto("/en/team");
  await expect(page.getByRole("heading", { level: 1, name: "Our Team" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Our team page is being prepared");
  expect(await axeViolations(page)).toEqual([]);
});

test("the administrator's Profiles section refuses bad input on its fields, in English and in French", async () => {
  await page.goto("/en/admin/login");
  await journey.signIn();
  await journey.openSection("Profiles");
  await page.getByRole("button", { name: "New profile" }).click();
  await page.getByRole("textbox", { name: "LinkedIn" }).fill("http://www.linkedin.com/in/margaux");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Enter a full secure address starting with https://")).toBeVisible();

  await page.goto("/fr/admin");
  await page
    .locator(".mantine-AppShell-navbar nav")
    .getByRole("button", { name: /^Profils/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Profils" })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau profil" }).click();
  await page.getByRole("textbox", { name: "Site web" }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Enregistrer le profil" }).click();
  await expect(page.getByText("Le nom est obligatoire")).toBeVisible();
  await expect(page.getByText("Saisissez une adresse sécurisée complète commençant par https://")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the administrator publishes a profile with its role, bio and links", async () => {
  await page.goto("/en/admin");
  await journey.openSection("Profiles");
  await page.getByRole("button", { name: "New profile" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(NAME);
  await page.getByRole("textbox", { name: "Role (English)" }).fill("Machine Learning Engineer");
  await page.getByRole("textbox", { name: "Role (French)" }).fill("Ingénieure en apprentissage automatique");
  await page.getByRole("textbox", { name: "Bio (English)" }).fill("Margaux puts models into production.\n\nShe also teaches.");
  await page.getByRole("textbox", { name: "Bio (French)" }).fill("Margaux met les modèles en production.\n\nElle enseigne aussi.");
  await page.getByRole("textbox", { name: "LinkedIn" }).fill("https://www.linkedin.com/in/margaux-example");
  await page.getByRole("textbox", { name: "GitHub" }).fill("https://github.com/margaux-example");
  await page.getByRole("switch", { name: "Shown on the site" }).check({ force: true });
  await shoot(page, "admin-form");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Profile saved")).toBeVisible();
  await expect(page.getByRole("cell", { name: `${NAME} /${SLUG}` })).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await shoot(page, "admin-list");
});

test("the Team page and the author page show the profile, with JavaScript", async () => {
  await page.goto("/fr/team");
  const card = page.locator(".profile-card").filter({ hasText: NAME });
  await expect(card.getByText("Ingénieure en apprentissage automatique")).toBeVisible();
  await expect(card.getByText("Margaux met les modèles en production.")).toBeVisible();
  await expect(card.getByText("Elle enseigne aussi.")).toHaveCount(0);
  await expect(card.getByRole("link", { name: `${NAME} sur LinkedIn` })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/margaux-example",
  );
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "fr");
  await page.goto("/en/team");
  await shoot(page, "en");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("link", { name: NAME, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/team/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText("She also teaches.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Articles by ${NAME}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "author");
  expect(journey.problems).toEqual([]);
});

test("the Team page and the author page work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: journey.server.url, javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/fr/team");
  await expect(plain.locator(".profile-card").filter({ hasText: NAME })).toBeVisible();
  await plain.getByRole("link", { name: NAME, exact: true }).click();
  await expect(plain).toHaveURL(new RegExp(`/fr/team/${SLUG}$`));
  await expect(plain.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(plain.getByRole("link", { name: "Retour à l'équipe" })).toBeVisible();
  await context.close();
});
