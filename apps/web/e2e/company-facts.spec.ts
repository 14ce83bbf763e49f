// The company's facts in one place: an admin changes the address, phone and hours in Settings, and
// the footer, the Contact page, the Home contact section, Aya and the JSON-LD say the new facts at
// once, in both languages. The seeded facts read as before, server-rendered (nothing moves when the
// page hydrates), and the pages stay free of axe violations.
import { expect, type Page, test } from "./support/fixtures";
import { openSection, signIn, toast } from "./admin-support";
import { axeViolations } from "./support/axe";
import { ADMIN } from "./support/server";
import { STRINGS } from "./support/site";

test.describe.configure({ mode: "serial" });

const NEW = {
  street: { en: "8 Avenue des Champs-Élysées", fr: "8 avenue des Champs-Élysées" },
  address: { en: "8 Avenue des Champs-Élysées, 75008 Paris", fr: "8 avenue des Champs-Élysées, 75008 Paris" },
  phone: "+33 1 98 76 54 32",
  hours: { en: "Mon-Thu 8:30AM-5PM", fr: "Lun-Jeu 8h30-17h" },
};
const OLD = {
  address: "12 Rue de la Paix, 75002 Paris",
  phone: "+33 1 23 45 67 89",
  hours: { en: "Mon-Fri 9AM-6PM", fr: "Lun-Ven 9h-18h" },
};

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
}

type Thing = Record<string, unknown>;
async function organization(page: Page): Promise<Thing> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Thing);
  const org = blocks.find((b) => [b["@type"]].flat().includes("Organization"));
  expect(org, "an Organization JSON-LD block").toBeTruthy();
  return org as Thing;
}

async function askAya(page: Page, lang: "en" | "fr", question: string): Promise<string> {
  const s = STRINGS[lang];
  await page.getByRole("button", { name: s.chatOpen }).click();
  const chat = page.getByRole("dialog", { name: "Aya" });
  await chat.getByPlaceholder(s.typeMessage).fill(question);
  await chat.getByPlaceholder(s.typeMessage).press("Enter");
  const reply = chat.locator('.chat-msg[data-role="assistant"]').nth(1);
  await expect(reply).toBeVisible();
  await expect(chat.getByText(s.typing)).toBeHidden();
  return ((await reply.textContent()) ?? "").replace(/\s+/g, " ");
}

test("the seeded facts read as before, written into the page by the server", async ({ page, request }) => {
  // The server's HTML already holds the facts where the placeholders stand: no shift after load.
  const html = await (await request.get("/en/contact")).text();
  expect(html).toContain(`<span data-company-fact="hours">${OLD.hours.en}</span>`);
  await open(page, "/en/contact");
  const info = page.locator(".info-card");
  await expect(info).toContainText(OLD.address);
  await expect(info).toContainText(OLD.phone);
  await expect(info).toContainText(OLD.hours.en);
  await expect(info).toContainText("Office visits by appointment");
  await expect(page.getByRole("contentinfo")).toContainText(OLD.address);
  await expect(page.locator(".contact-copy")).toContainText(`Our team is available by phone and email ${OLD.hours.en} (Paris time).`);
  await open(page, "/fr/contact");
  await expect(page.locator(".contact-copy")).toContainText(`joignable par téléphone et par e-mail ${OLD.hours.fr} (heure de Paris)`);
});

test("changing the address, phone and hours in Settings changes every place at once, in both languages", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, "/en/admin/login");
  await signIn(page, ADMIN);
  await openSection(page, "Settings");
  const site = page.getByRole("region", { name: "Site Configuration" });
  await site.getByLabel("Street (English)").fill(NEW.street.en);
  await site.getByLabel("Street (French)").fill(NEW.street.fr);
  await site.getByLabel("Postal code").fill("75008");
  await site.getByLabel("Phone").fill(NEW.phone);
  await site.getByRole("checkbox", { name: "Friday" }).uncheck();
  await site.getByLabel("Opens at").fill("08:30");
  await site.getByLabel("Closes at").fill("17:00");
  await site.getByRole("button", { name: "Save Site Settings" }).click();
  await expect(toast(page, "Settings saved successfully")).toBeVisible();

  for (const lang of ["en", "fr"] as const) {
    // The Contact page: its information block, its copy's placeholder, the footer.
    await open(page, `/${lang}/contact`);
    const info = page.locator(".info-card");
    await expect(info).toContainText(NEW.address[lang]);
    await expect(info).toContainText(NEW.phone);
    await expect(info).toContainText(NEW.hours[lang]);
    await expect(info).not.toContainText(OLD.phone);
    await expect(page.locator(".contact-copy")).toContainText(NEW.hours[lang]);
    await expect(page.getByRole("contentinfo")).toContainText(NEW.address[lang]);
    await expect(page.getByRole("contentinfo")).toContainText(NEW.phone);

    // The Home contact section and the JSON-LD.
    await open(page, `/${lang}`);
    const section = page.getByRole("region", { name: lang === "en" ? "Get in Touch" : "Nous contacter" });
    await expect(section).toContainText(NEW.address[lang]);
    await expect(section).toContainText(NEW.hours[lang]);
    const org = await organization(page);
    expect(org).toMatchObject({
      telephone: NEW.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: NEW.street[lang],
        postalCode: "75008",
        addressLocality: "Paris",
        addressCountry: "FR",
      },
      openingHoursSpecification: [{ opens: "08:30", closes: "17:00" }],
    });
    expect(String(org.url)).toMatch(new RegExp(`/${lang}$`));
    expect((org.openingHoursSpecification as { dayOfWeek: string[] }[])[0]?.dayOfWeek).toEqual(
      ["Monday", "Tuesday", "Wednesday", "Thursday"].map((d) => `https://schema.org/${d}`),
    );

    // Aya quotes the new address.
    const answer = await askAya(page, lang, lang === "en" ? "Where is your office?" : "Où est votre bureau ?");
    expect(answer).toContain(`${NEW.address[lang]}, France`);
  }
});

test("the public pages with the facts have no axe violation", async ({ page }) => {
  const found: string[] = [];
  for (const path of ["/en/contact", "/fr/contact", "/en", "/fr"]) {
    await open(page, path);
    for (const v of await axeViolations(page)) found.push(`${path} ${v}`);
  }
  expect(found).toEqual([]);
});

test.afterAll(async ({ browser }) => {
  // The run shares one server: the facts go back to the seed's for the specs that follow.
  const page = await browser.newPage();
  await open(page, "/en/admin/login");
  await signIn(page, ADMIN);
  await openSection(page, "Settings");
  const site = page.getByRole("region", { name: "Site Configuration" });
  await site.getByLabel("Street (English)").fill("12 Rue de la Paix");
  await site.getByLabel("Street (French)").fill("12 Rue de la Paix");
  await site.getByLabel("Postal code").fill("75002");
  await site.getByLabel("Phone").fill(OLD.phone);
  await site.getByRole("checkbox", { name: "Friday" }).check();
  await site.getByLabel("Opens at").fill("09:00");
  await site.getByLabel("Closes at").fill("18:00");
  await site.getByRole("button", { name: "Save Site Settings" }).click();
  await expect(toast(page, "Settings saved successfully")).toBeVisible();
  await page.close();
});
