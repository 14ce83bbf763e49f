import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { noisePng, openSection, signIn, toast, watchConsole } from "./admin-support";
import { ADMIN } from "./support/server";

// Case studies from the admin to the site: the administrator writes one and submits it, publishes
// it, and the list (filters with and without JavaScript) and the page show it; published
// testimonials and logos appear on the home page. Screenshots of the new screens at 1366 and 390 px.
test.describe.configure({ mode: "serial" });

const shots = path.join(import.meta.dirname, "../screenshots");
const stamp = Date.now();
const title = `Shelf forecasts ${stamp}`;
const titleFr = `Prévisions de rayon ${stamp}`;
const client = `Maison Verte ${stamp}`;

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

/** Picks an option of a Mantine select by its label. */
async function choose(label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("the administrator writes a case study and submits it for review", async () => {
  await page.goto("/en/admin/login");
  await signIn(page, ADMIN);
  await openSection(page, "Case Studies");
  await page.getByRole("button", { name: "New case study" }).click();
  // Bad input first: field errors under the fields, nothing saved.
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Name the client")).toBeVisible();
  await expect(page.getByText("English title is required")).toBeVisible();
  await page.getByRole("textbox", { name: "Title (English)" }).fill(title);
  await page.getByRole("textbox", { name: "Title (French)" }).fill(titleFr);
  await page.getByRole("textbox", { name: "Summary (English)" }).fill("Stock-outs down by a third in six months.");
  await page.getByRole("textbox", { name: "Summary (French)" }).fill("Un tiers de ruptures en moins en six mois.");
  await page.getByRole("textbox", { name: "Client", exact: true }).fill(client);
  await choose("Industry", "Retail");
  await page.getByRole("textbox", { name: "Challenge (English)" }).fill("Shelves were empty every Monday.");
  await page.getByRole("textbox", { name: "Challenge (French)" }).fill("Les rayons étaient vides chaque lundi.");
  await page.getByRole("button", { name: "Add a result" }).click();
  await page.getByRole("textbox", { name: "Figure" }).fill("-34 %");
  await page.getByRole("textbox", { name: "What it measures (English)" }).fill("stock-outs");
  await page.getByRole("textbox", { name: "What it measures (French)" }).fill("ruptures");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, "admin-case-study-form-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, "admin-case-study-form-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(toast(page, "Case study saved")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByTestId("state-en")).toHaveText("EN · In review");
  // Not on the site until published.
  expect((await page.request.get(`/en/case-studies?industry=retail`)).ok()).toBe(true);
  expect(await (await page.request.get("/en/case-studies")).text()).not.toContain(title);
});

test("the administrator publishes it; the admin screens at 1366 and 390 px", async () => {
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: `Publish: ${title}` }).click();
  await expect(toast(page, "Case study updated")).toBeVisible();
  await expect(row.getByTestId("state-en")).toHaveText("EN · Published");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, "admin-case-studies-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, "admin-case-studies-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
});

test("testimonials and logos: consent is required to publish, then the home page shows them", async () => {
  const origin = { origin: baseURL };
  expect(await (await page.request.get("/en")).text()).not.toContain("What our clients say");
  const upload = await page.request.post("/api/admin/media/upload", {
    headers: origin,
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: noisePng(320, 120) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const picture = ((await upload.json()) as { url: string }).url;
  await openSection(page, "Clients");
  await page.getByRole("button", { name: "New testimonial" }).click();
  await page.getByRole("textbox", { name: "Quote (English)" }).fill("They made our forecasts boring, in a good way.");
  await page.getByRole("textbox", { name: "Quote (French)" }).fill("Nos prévisions sont devenues ennuyeuses, dans le bon sens.");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Claire Martin");
  await page.getByRole("textbox", { name: "Company" }).fill(client);
  await page.getByRole("switch", { name: "Published on the site" }).check();
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(page.getByText("Enter the date the person agreed to be quoted before publishing")).toBeVisible();
  await page.getByLabel("Consent date").fill("2026-10-01");
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(toast(page, "Testimonial saved")).toBeVisible();
  const logo = {
    name: client,
    logo: { url: picture, alt_en: `${client} logo`, alt_fr: `Logo de ${client}` },
    link: "https://example.com",
    published: true,
  };
  const created = await page.request.post("/trpc/admin.clientLogos.create", { data: logo, headers: origin });
  expect(created.status(), await created.text()).toBe(200);
  await page.getByRole("tab", { name: "Client logos" }).click();
  await expect(page.getByRole("row").filter({ hasText: client })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, "admin-clients-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, "admin-clients-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
});

async function visitor(javaScriptEnabled: boolean, width: number) {
  return context.browser()?.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } }) as Promise<BrowserContext>;
}

test("with JavaScript: the list filters in the app, the page shows the case study with its JSON-LD", async () => {
  const ctx = await visitor(true, 1366);
  const p = await ctx.newPage();
  watchConsole(p, problems, []);
  await p.goto("/en/case-studies");
  await p.locator("html[data-hydrated]").waitFor();
  await expect(p.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await p.getByLabel("Industry").selectOption("energy");
  await p.getByRole("button", { name: "Filter" }).click();
  await expect(p).toHaveURL(/\/en\/case-studies\?industry=energy$/);
  await expect(p.getByText("No case study matches these filters.")).toBeVisible();
  await p.getByLabel("Industry").selectOption("retail");
  await p.getByRole("button", { name: "Filter" }).click();
  await expect(p).toHaveURL(/industry=retail/);
  await expect(p.getByRole("heading", { level: 2, name: title })).toBeVisible();
  expect(await axeViolations(p)).toEqual([]);
  await p.screenshot({ path: path.join(shots, "case-studies-1366.png"), fullPage: true });
  await p.getByRole("link", { name: new RegExp(`^Read the case study.*${title}$`) }).click();
  await expect(p.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(p.getByText("-34 %")).toBeVisible();
  const ld = await p.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"Article"') && s.includes(client) && !s.includes('"Review"'))).toBe(true);
  expect(await axeViolations(p)).toEqual([]);
  await p.screenshot({ path: path.join(shots, "case-study-1366.png"), fullPage: true });
  await p.goto("/en");
  await expect(p.getByRole("heading", { name: "What our clients say" })).toBeVisible();
  // Logos load lazily: in view first, once the app has hydrated (its router may scroll the page to
  // the top as it takes over, leaving a lazy picture scrolled into view before that unloaded).
  await p.locator("html[data-hydrated]").waitFor();
  await p.locator("section.clients").scrollIntoViewIfNeeded();
  await expect(p.getByRole("img", { name: `${client} logo` })).toBeVisible();
  await expect(p.getByText("They made our forecasts boring, in a good way.")).toBeVisible();
  await p.locator("section.clients").screenshot({ path: path.join(shots, "home-clients-1366.png") });
  await ctx.close();
});

test("without JavaScript, in French at 390 px: the filter form and the links work", async () => {
  const ctx = await visitor(false, 390);
  const p = await ctx.newPage();
  await p.goto("/fr/case-studies");
  await p.getByLabel("Secteur").selectOption("retail");
  await p.getByRole("button", { name: "Filtrer" }).click();
  await expect(p).toHaveURL(/\/fr\/case-studies\?industry=retail&service=$/);
  await expect(p.getByRole("heading", { level: 2, name: titleFr })).toBeVisible();
  await p.screenshot({ path: path.join(shots, "case-studies-390.png"), fullPage: true });
  await p.getByRole("link", { name: new RegExp(`^Lire l'étude de cas.*${titleFr}$`) }).click();
  await expect(p.getByRole("heading", { level: 1, name: titleFr })).toBeVisible();
  await expect(p.getByText("ruptures", { exact: true })).toBeVisible();
  await p.screenshot({ path: path.join(shots, "case-study-390.png"), fullPage: true });
  await p.goto("/fr");
  await p.locator("section.clients").scrollIntoViewIfNeeded();
  await p.locator("section.clients").screenshot({ path: path.join(shots, "home-clients-390.png") });
  await ctx.close();
  expect(problems).toEqual([]);
});
