// axe-core on the admin: every section of spec §2 in both languages, the open article editor and a
// modal, with a lead, an article and a few changes so the lists, feeds and boards have rows.
import { expect, type Page, test } from "./support/fixtures";
import { adminJourney, SECTIONS } from "./admin-journey";
import { axeViolations } from "./support/axe";
import { LANGS } from "./support/site";

const journey = adminJourney();
let page: Page;
test.beforeAll(() => {
  page = journey.page;
});

async function axe(where: string): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${where} ${v}`);
}

/** The admin in `lang` on the section `id` (the address a staff e-mail links to). */
async function openAdmin(lang: string, id = "dashboard"): Promise<void> {
  await page.goto(`/${lang}/admin?section=${id}`);
  await page.locator("html[data-hydrated]").waitFor();
  await settled();
}

/** The section has its one h1 and nothing left loading. */
async function settled(): Promise<void> {
  await expect(page.locator("main h1")).toHaveCount(1);
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
}

test("sign in, with a lead and an article to list", async () => {
  await page.goto("/en/admin/login");
  await journey.signIn();
  const origin = { origin: journey.server.url };
  const contact = { firstName: "Élodie", lastName: "Durand", email: "elodie@example.com", subject: "project", message: "A chatbot." };
  expect((await page.request.post("/api/contact", { data: contact, headers: origin })).ok()).toBe(true);
  const article = {
    title_en: "Accessible admin",
    title_fr: "Une admin accessible",
    content_en: "<p>Body.</p>",
    content_fr: "<p>Corps.</p>",
  };
  const created = await page.request.post("/trpc/admin.articles.create", { data: article, headers: origin });
  expect(created.status(), await created.text()).toBe(200);
});

for (const lang of LANGS) {
  // One test per section, so a failure names its section and a slow machine gets time for each.
  for (const [i, s] of SECTIONS.entries()) {
    test(`axe-core finds no violation in the section ${s.id} (${lang})`, async () => {
      if (!new URL(page.url()).pathname.startsWith(`/${lang}/admin`)) await openAdmin(lang);
      // The sidebar lists the sections in spec order, in the admin's language.
      const links = page.locator(".mantine-AppShell-navbar nav button");
      await expect(links).toHaveCount(SECTIONS.length);
      await links.nth(i).click();
      await expect(links.nth(i)).toHaveAttribute("aria-current", "page");
      await settled();
      expect(await axe(`${lang} ${s.id}`)).toEqual([]);
    });
  }

  test(`axe-core finds no violation in the article editor and a modal (${lang})`, async () => {
    const found: string[] = [];
    await openAdmin(lang, "articles");
    await page.getByRole("button", { name: lang === "fr" ? "Créer un article" : "Create Article" }).click();
    await expect(page.getByRole("region").first()).toBeVisible();
    found.push(...(await axe(`${lang} article editor`)));
    await openAdmin(lang, "contacts");
    await page
      .getByRole("button", { name: lang === "fr" ? /^Modifier les notes/ : /^Edit notes on/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    found.push(...(await axe(`${lang} notes modal`)));
    expect(found).toEqual([]);
  });
}

test("a negative max response length is refused with the field's error, not clamped and saved", async () => {
  await openAdmin("en", "ai-settings");
  const field = page.getByLabel("Max response length (words)");
  await field.fill("-5");
  await field.blur();
  await expect(field).toHaveValue("-5");
  await page.getByRole("button", { name: "Save AI Settings" }).click();
  await expect(page.getByText("Max response length must be a whole number of words between 10 and 2000")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "AI settings saved successfully" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Max response length (words)")).toHaveValue("150");
});

test("a list still loading shows a spinner screen readers can name, and axe-core finds no violation", async () => {
  const logos = /\/trpc\/[^?]*admin\.clientLogos\.page/;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(logos, async (route) => {
    await held;
    await route.continue();
  });
  await openAdmin("en", "clients");
  await page.getByRole("tab", { name: "Client logos" }).click();
  await expect(page.getByRole("status", { name: "Loading..." })).toBeVisible();
  const found = await axe("en clients loading");
  release();
  await expect(page.getByRole("status", { name: "Loading..." })).toHaveCount(0);
  await page.unroute(logos);
  expect(found).toEqual([]);
});
