import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { openSection, signIn, toast, watchConsole } from "./admin-support";
import { ADMIN } from "./support/server";

// Landing pages from the admin to the site: the administrator builds a campaign page from blocks in
// both languages (bad input first: field errors, nothing saved), publishes it, and visitors read it
// at /en/<slug> and /fr/<slug> with and without JavaScript. Screenshots at 1366 and 390 px; axe.
test.describe.configure({ mode: "serial" });

const shots = path.join(import.meta.dirname, "../screenshots");
const stamp = Date.now();
const title = `Spring audit ${stamp}`;
const titleFr = `Audit de printemps ${stamp}`;
const slug = `spring-audit-${stamp}`;
const slugFr = `audit-de-printemps-${stamp}`;

let context: BrowserContext;
let page: Page;
let baseURL: string;
const problems: string[] = [];

test.beforeAll(async ({ browser, siteServer }) => {
  // This worker's server (a hook gets the worker's fixtures, not the test's baseURL).
  baseURL = String(siteServer?.url ?? process.env.E2E_BASE_URL);
  context = await browser.newContext({ baseURL, timezoneId: "UTC", viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  watchConsole(page, problems, []);
});

test.afterAll(async () => {
  await context?.close();
});

/** Adds a block of a type at the end of the open language's list; the block's card. */
async function addBlock(type: string) {
  await page.getByRole("combobox", { name: "Block type" }).click();
  await page.getByRole("option", { name: type, exact: true }).click();
  await page.getByRole("button", { name: "Add block" }).click();
  return page.getByTestId("landing-block").last();
}

async function screens(name: string, p: Page = page) {
  await p.screenshot({ path: path.join(shots, `${name}-1366.png`), fullPage: true });
  await p.setViewportSize({ width: 390, height: 844 });
  await p.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  await p.setViewportSize({ width: 1366, height: 900 });
}

test("the administrator builds a landing page from blocks; bad input gets field errors", async () => {
  await page.goto("/en/admin/login");
  await signIn(page, ADMIN);
  await openSection(page, "Landing Pages");
  await page.getByRole("button", { name: "Create Landing Page" }).click();
  await page.getByRole("textbox", { name: "Slug" }).fill("insights");
  const hero = await addBlock("Hero");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("English title is required")).toBeVisible();
  await expect(page.getByText("This address belongs to a page of the site: choose another")).toBeVisible();
  await expect(hero.getByText("Enter a title for this block")).toBeVisible();
  await page.getByRole("textbox", { name: "Slug" }).fill("");
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Description" }).fill("Two weeks to know what AI can do with your data.");
  await hero.getByRole("textbox", { name: "Heading" }).fill(`${title}: your data, two weeks`);
  await hero.getByRole("textbox", { name: "Text" }).fill("A senior consultant looks at your data and your goals.");
  await hero.getByRole("textbox", { name: "Button label" }).fill("Contact us");
  await hero.getByRole("textbox", { name: "Button address" }).fill("/en/contact");
  const text = await addBlock("Rich text");
  await text.getByRole("textbox", { name: "Text" }).fill("# What you get\n\nA **written report** and a plan.");
  const features = await addBlock("Feature cards");
  await features.getByRole("textbox", { name: "Heading" }).fill("How it works");
  await features.getByRole("textbox", { name: "Card title 1" }).fill("We listen");
  await features.getByRole("button", { name: "Add item" }).click();
  await features.getByRole("textbox", { name: "Card title 2" }).fill("We measure");
  const faq = await addBlock("FAQ");
  await faq.getByRole("textbox", { name: "Heading" }).fill("Questions");
  await faq.getByRole("textbox", { name: "Question 1" }).fill("How long does it take?");
  await faq.getByRole("textbox", { name: "Answer 1" }).fill("Two weeks, from the first meeting.");
  await addBlock("Consultation or notify form");
  // The FAQ goes above the feature cards.
  await page.getByRole("button", { name: "Move “4. FAQ” up" }).click();
  await expect(page.getByTestId("landing-block").nth(2)).toContainText("3. FAQ");
  await page.getByRole("tab", { name: "French" }).click();
  await page.getByRole("textbox", { name: "Title" }).fill(titleFr);
  await page.getByRole("textbox", { name: "Description" }).fill("Deux semaines pour savoir ce que l'IA peut faire de vos données.");
  const heroFr = await addBlock("Hero");
  await heroFr.getByRole("textbox", { name: "Heading" }).fill(`${titleFr} : vos données, deux semaines`);
  const band = await addBlock("Call-to-action band");
  await band.getByRole("textbox", { name: "Heading" }).fill("Parlons de votre projet");
  await band.getByRole("textbox", { name: "Button label" }).fill("Nous écrire");
  await band.getByRole("textbox", { name: "Button address" }).fill("/fr/contact");
  expect(await axeViolations(page)).toEqual([]);
  await screens("admin-landing-form");
});

test("the administrator publishes it in both languages", async () => {
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, "Landing page created")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByTestId("state-en")).toHaveText("EN · Published");
  await expect(row.getByTestId("state-fr")).toHaveText("FR · Published");
  await expect(row).toContainText(`/en/${slug}`);
  expect(await axeViolations(page)).toEqual([]);
  await screens("admin-landing-pages");
});

async function visitor(javaScriptEnabled: boolean, width: number) {
  return context.browser()?.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } }) as Promise<BrowserContext>;
}

test("with JavaScript: both languages, the blocks in order, WebPage and FAQPage", async () => {
  const ctx = await visitor(true, 1366);
  const p = await ctx.newPage();
  watchConsole(p, problems, []);
  await p.goto(`/en/${slug}`);
  await p.locator("html[data-hydrated]").waitFor();
  await expect(p.getByRole("heading", { level: 1, name: `${title}: your data, two weeks` })).toBeVisible();
  await expect(p.getByText("written report")).toBeVisible();
  await p.getByText("How long does it take?").click();
  await expect(p.getByText("Two weeks, from the first meeting.")).toBeVisible();
  const ld = await p.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"WebPage"') && s.includes(title))).toBe(true);
  expect(ld.some((s) => s.includes('"FAQPage"') && s.includes("How long does it take?"))).toBe(true);
  await p.getByRole("button", { name: "Request a Consultation" }).last().click();
  await expect(p.getByRole("dialog")).toBeVisible();
  await p.keyboard.press("Escape");
  expect(await axeViolations(p)).toEqual([]);
  await screens("landing-page-en", p);
  await p.goto(`/fr/${slugFr}`);
  await expect(p.getByRole("heading", { level: 1, name: `${titleFr} : vos données, deux semaines` })).toBeVisible();
  await expect(p.getByRole("heading", { level: 2, name: "Parlons de votre projet" })).toBeVisible();
  expect(await axeViolations(p)).toEqual([]);
  await ctx.close();
});

test("without JavaScript at 390 px: the server's page in each language; an unknown address is the 404", async () => {
  const ctx = await visitor(false, 390);
  const p = await ctx.newPage();
  await p.goto(`/fr/${slugFr}`);
  await expect(p.getByRole("heading", { level: 1, name: `${titleFr} : vos données, deux semaines` })).toBeVisible();
  await expect(p.getByRole("link", { name: "Nous écrire" })).toHaveAttribute("href", "/fr/contact");
  await p.screenshot({ path: path.join(shots, "landing-page-fr-390.png"), fullPage: true });
  await p.goto(`/en/${slug}`);
  await expect(p.getByRole("heading", { level: 1, name: `${title}: your data, two weeks` })).toBeVisible();
  await p.getByText("How long does it take?").click();
  await expect(p.getByText("Two weeks, from the first meeting.")).toBeVisible();
  await p.screenshot({ path: path.join(shots, "landing-page-en-390.png"), fullPage: true });
  const missing = await p.goto(`/en/no-such-page-${stamp}`);
  expect(missing?.status()).toBe(404);
  await expect(p.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await ctx.close();
  expect(problems).toEqual([]);
});
