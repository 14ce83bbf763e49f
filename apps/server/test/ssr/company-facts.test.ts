// The company's facts in one place: Site Configuration's address, phone, e-mail, hours and social
// profiles reach the footer, the Contact page, the Home contact section, the placeholders of page
// HTML, Aya and the JSON-LD at once, in both languages; bad input changes nothing; the seed's pages
// read as before; a database seeded before gets its copies turned into placeholders once.
import { appState, eq, pages } from "@lumiere/db";
import { seedPages, seedPagesAsWritten } from "@lumiere/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeCompanyFacts } from "../../src/domain/pages";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { expectFieldError } from "../rest/support";

const ORIGIN = "https://www.lumiere.example";
let t: TestApp;
let cookie: string;
let session = 0;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN, OPENAI_API_KEY: "" }, { ssr: true });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&nbsp;": " ",
};
/** What a visitor reads: the text without tags, scripts or styles, spaces collapsed. */
function visibleText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
      // Inline elements do not separate words; blocks do.
      .replace(/<\/?(span|strong|em|a|b|i)\b[^>]*>/gi, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (e) => ENTITIES[e] ?? e)
      .replace(/\s+/g, " ")
      .trim()
  );
}

function metaDescription(html: string): string | undefined {
  const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return content?.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
}

async function page(url: string): Promise<{ html: string; text: string }> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return { html: res.body, text: visibleText(res.body) };
}

type Thing = Record<string, unknown> & { "@type": string | string[] };
function organization(html: string): Thing {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse((m[1] ?? "").replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e)) as Thing,
  );
  const org = blocks.find((b) => [b["@type"]].flat().includes("Organization"));
  if (!org) throw new Error("no Organization JSON-LD");
  return org;
}

const putSite = (data: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie }, payload: { type: "site", data } });

/** The public site info through /trpc, batched as the browser's link sends it. */
async function siteFacts() {
  const res = await t.app.inject({ method: "GET", url: `/trpc/pages.siteInfo?batch=1&input=${encodeURIComponent("{}")}` });
  expect(res.statusCode).toBe(200);
  const [one] = res.json<{ result: { data: { facts: { phone: string; text: Record<string, { address: string; hours: string }> } } } }[]>();
  return one?.result.data.facts;
}

async function ask(message: string, lang: "en" | "fr"): Promise<string> {
  const sessionId = `session_${Date.now()}fct${(session++).toString().padStart(6, "0")}`;
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/chat.send?batch=1",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ 0: { sessionId, message, lang } }),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { data: { response: string } } }[]>()[0]?.result.data.response ?? "";
}

describe(`company facts as seeded (${dbLabel})`, () => {
  it("shows the spec's facts on the footer, the contact blocks and in JSON-LD on the configured origin", async () => {
    const en = await page("/en/contact");
    expect(en.text).toContain("12 Rue de la Paix, 75002 Paris");
    expect(en.text).toContain("+33 1 23 45 67 89");
    expect(en.text).toContain("contact@lumiere-ai.fr");
    expect(en.text).toContain("Mon-Fri 9AM-6PM");
    expect(en.text).toContain("Office visits by appointment");
    const fr = await page("/fr");
    expect(fr.text).toContain("Lun-Ven 9h-18h");
    expect(fr.text).toContain("Visites de nos bureaux sur rendez-vous");

    const org = organization(en.html);
    expect(org["@type"]).toEqual(["Organization", "ProfessionalService"]);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: "Lumière AI",
      url: `${ORIGIN}/en`,
      logo: `${ORIGIN}/favicon.svg`,
      telephone: "+33 1 23 45 67 89",
      email: "contact@lumiere-ai.fr",
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 Rue de la Paix",
        postalCode: "75002",
        addressLocality: "Paris",
        addressCountry: "FR",
      },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
          opens: "09:00",
          closes: "18:00",
        },
      ],
    });
    // No social profile is configured yet: no sameAs.
    expect(org).not.toHaveProperty("sameAs");
  });

  it("renders every seeded page with the same visible text as its copy-holding version", async () => {
    const fields = { en: ["heroSection_en", "mainContent_en"], fr: ["heroSection_fr", "mainContent_fr"] } as const;
    for (const written of seedPagesAsWritten) {
      for (const lang of ["en", "fr"] as const) {
        const path = written.pageId === "home" ? `/${lang}` : `/${lang}/${written.pageId}`;
        const { text, html } = await page(path);
        expect(metaDescription(html), path).toBe(written[`metaDescription_${lang}`]);
        const seeded = seedPages.find((p) => p.pageId === written.pageId);
        // The fields that held a copy of a fact (the others are unchanged by this work).
        for (const field of fields[lang].filter((f) => seeded?.[f] !== written[f])) {
          // The French About page wrote "rue" in lower case; the facts say "Rue" in both languages.
          expect(text.toLowerCase(), `${path} ${field}`).toContain(visibleText(written[field]).toLowerCase());
        }
      }
    }
    // The seed's HTML holds placeholders, not copies.
    const contact = seedPages.find((p) => p.pageId === "contact");
    expect(contact?.mainContent_en).toContain('<span data-company-fact="hours"></span>');
    expect(contact?.mainContent_en).not.toContain("9AM");
  });
});

describe(`changing the facts in Settings (${dbLabel})`, () => {
  const changed = {
    siteName: "Lumière AI",
    siteDescription: "AI consulting",
    contactEmail: "bonjour@lumiere-ai.fr",
    phone: "+33 1 98 76 54 32",
    streetAddress_en: "8 Avenue des Champs-Élysées",
    streetAddress_fr: "8 avenue des Champs-Élysées",
    postalCode: "75008",
    addressLocality: "Paris",
    addressCountry: "FR",
    openingDays: ["Mo", "Tu", "We", "Th"],
    opens: "08:30",
    closes: "17:00",
    hoursNote_en: "Visits by appointment only",
    hoursNote_fr: "Visites uniquement sur rendez-vous",
    linkedinUrl: "https://www.linkedin.com/company/lumiere-ai",
    xUrl: "",
    githubUrl: "https://github.com/lumiere-ai",
  };

  it("refuses bad facts with the field's error and changes nothing", async () => {
    const before = await siteFacts();
    expectFieldError(
      await putSite({ ...changed, linkedinUrl: "http://www.linkedin.com/x" }),
      "data.linkedinUrl",
      "Enter a full address starting with https://",
    );
    expectFieldError(await putSite({ ...changed, contactEmail: "not an address" }), "data.contactEmail", "Invalid email address");
    expectFieldError(
      await putSite({ ...changed, opens: "18:00", closes: "09:00" }),
      "data.closes",
      "Closing time must be after opening time",
    );
    expectFieldError(await putSite({ ...changed, opens: "9h" }), "data.opens", "Enter a time as HH:MM (24-hour clock)");
    expectFieldError(await putSite({ ...changed, openingDays: [] }), "data.openingDays", "Choose at least one opening day");
    expectFieldError(
      await putSite({ ...changed, addressCountry: "France" }),
      "data.addressCountry",
      "Enter a two-letter country code, such as FR",
    );
    expect(await siteFacts()).toEqual(before);
  });

  it("changes the footer, Contact page, Home contact section, page HTML, JSON-LD and Aya at once, in both languages", async () => {
    // Pages rendered (and stored in the page cache) before the change.
    await page("/en/contact");
    await page("/fr");
    expect((await putSite(changed)).statusCode).toBe(200);

    const facts = await siteFacts();
    expect(facts?.phone).toBe("+33 1 98 76 54 32");
    expect(facts?.text.en).toMatchObject({ address: "8 Avenue des Champs-Élysées, 75008 Paris", hours: "Mon-Thu 8:30AM-5PM" });
    expect(facts?.text.fr).toMatchObject({ address: "8 avenue des Champs-Élysées, 75008 Paris", hours: "Lun-Jeu 8h30-17h" });

    const en = await page("/en/contact");
    // Contact information block, footer, and the copy's placeholder in "Opening Hours".
    expect(en.text.split("8 Avenue des Champs-Élysées, 75008 Paris").length - 1).toBeGreaterThanOrEqual(2);
    expect(en.text).toContain("Our team is available by phone and email Mon-Thu 8:30AM-5PM (Paris time)");
    expect(en.text).toContain("+33 1 98 76 54 32");
    expect(en.text).toContain("bonjour@lumiere-ai.fr");
    expect(en.text).toContain("Visits by appointment only");
    expect(en.text).not.toContain("12 Rue de la Paix");
    expect(en.text).not.toContain("+33 1 23 45 67 89");
    expect(en.html).toContain('href="https://www.linkedin.com/company/lumiere-ai"');
    // The meta description search engines and shared links show names the facts too.
    expect(metaDescription(en.html)).toBe(
      "Contact Lumière AI in Paris: email bonjour@lumiere-ai.fr or call +33 1 98 76 54 32. Book a free consultation; we reply within 24 hours.",
    );

    const home = await page("/fr");
    expect(home.text).toContain("8 avenue des Champs-Élysées, 75008 Paris");
    expect(home.text).toContain("Lun-Jeu 8h30-17h");
    expect(home.text).toContain("Visites uniquement sur rendez-vous");
    expect(home.text).not.toContain("Lun-Ven 9h-18h");
    const frContact = await page("/fr/contact");
    expect(frContact.text).toContain("joignable par téléphone et par e-mail Lun-Jeu 8h30-17h (heure de Paris)");
    expect(metaDescription(frContact.html)).toContain("écrivez à bonjour@lumiere-ai.fr ou appelez le +33 1 98 76 54 32.");
    const about = await page("/fr/about");
    expect(about.text).toContain("depuis nos bureaux du 8 avenue des Champs-Élysées, 75008 Paris, pour des clients");

    const org = organization(home.html);
    expect(org).toMatchObject({
      url: `${ORIGIN}/fr`,
      telephone: "+33 1 98 76 54 32",
      email: "bonjour@lumiere-ai.fr",
      address: { streetAddress: "8 avenue des Champs-Élysées", postalCode: "75008", addressLocality: "Paris", addressCountry: "FR" },
      openingHoursSpecification: [
        {
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"].map((d) => `https://schema.org/${d}`),
          opens: "08:30",
          closes: "17:00",
        },
      ],
      sameAs: ["https://www.linkedin.com/company/lumiere-ai", "https://github.com/lumiere-ai"],
    });

    expect(await ask("Where is your office?", "en")).toContain("8 Avenue des Champs-Élysées, 75008 Paris, France");
    expect(await ask("Où est votre bureau ?", "fr")).toContain("8 avenue des Champs-Élysées, 75008 Paris, France");
    // A client of the pages API reads the facts of Settings too, not empty placeholders.
    const api = await t.app.inject({ method: "GET", url: "/api/pages/contact" });
    expect(api.statusCode).toBe(200);
    const record = api.json<{ mainContent_en: string; mainContent_fr: string; metaDescription_fr: string }>();
    expect(record.mainContent_en).toContain('<span data-company-fact="hours">Mon-Thu 8:30AM-5PM</span>');
    expect(record.metaDescription_fr).toContain("bonjour@lumiere-ai.fr");
    expect(record.mainContent_fr).toContain("Lun-Jeu 8h30-17h");
    expect(await ask("What are your opening hours?", "en")).toContain("Mon-Thu 8:30AM-5PM");
    expect(await ask("Quels sont vos horaires ?", "fr")).toContain("Lun-Jeu 8h30-17h");
  });

  it("keeps the saved facts when a client of the spec's contract saves only its fields", async () => {
    const spec = {
      siteName: "Lumière AI",
      siteDescription: "AI consulting",
      contactEmail: "bonjour@lumiere-ai.fr",
      phone: "+33 1 98 76 54 32",
    };
    expect((await putSite(spec)).statusCode).toBe(200);
    const facts = await siteFacts();
    expect(facts?.text.en).toMatchObject({ address: "8 Avenue des Champs-Élysées, 75008 Paris", hours: "Mon-Thu 8:30AM-5PM" });
  });
});

describe(`a database seeded before the facts moved to Settings (${dbLabel})`, () => {
  it("turns the seed's exact copies into placeholders and tokens once, and leaves an admin's own wording alone", async () => {
    const written = seedPagesAsWritten.find((p) => p.pageId === "contact");
    if (!written) throw new Error("no contact page");
    const edited = "<p>Find us at number 12, rue de la Paix (2nd district), Mon-Fri 9AM-6PM.</p>";
    await t.app.db
      .update(pages)
      .set({ mainContent_en: written.mainContent_en, mainContent_fr: edited, metaDescription_en: written.metaDescription_en })
      .where(eq(pages.pageId, "contact"));
    await t.app.db.delete(appState).where(eq(appState.key, "pages-company-facts"));

    await placeCompanyFacts(t.app.db);
    const [row] = await t.app.db.select().from(pages).where(eq(pages.pageId, "contact"));
    expect(row?.mainContent_en).toBe(seedPages.find((p) => p.pageId === "contact")?.mainContent_en);
    // The meta description is plain text: its copies became tokens.
    expect(written.metaDescription_en).toContain("+33 1 23 45 67 89");
    expect(row?.metaDescription_en).toBe(
      "Contact Lumière AI in Paris: email {email} or call {phone}. Book a free consultation; we reply within 24 hours.",
    );
    // Only the exact copy inside it became a placeholder; the rest is the admin's.
    expect(row?.mainContent_fr).toBe(
      '<p>Find us at number 12, rue de la Paix (2nd district), <span data-company-fact="hours"></span>.</p>',
    );

    // Once: a later copy typed by an admin stays.
    await t.app.db.update(pages).set({ mainContent_fr: edited }).where(eq(pages.pageId, "contact"));
    await placeCompanyFacts(t.app.db);
    const [again] = await t.app.db.select({ fr: pages.mainContent_fr }).from(pages).where(eq(pages.pageId, "contact"));
    expect(again?.fr).toBe(edited);
  });
});
