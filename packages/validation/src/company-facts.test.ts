import { describe, expect, it } from "vitest";
import { companyFacts } from "./company-facts";
import { SITE_DEFAULTS } from "./settings-defaults";
import { siteSettingsSchema } from "./settings";

describe("the company's facts", () => {
  it("word the spec's defaults as the site always showed them, in each language", () => {
    const facts = companyFacts({});
    expect(facts.text.en).toEqual({
      address: "12 Rue de la Paix, 75002 Paris",
      addressFull: "12 Rue de la Paix, 75002 Paris, France",
      hours: "Mon-Fri 9AM-6PM",
      note: "Office visits by appointment",
    });
    expect(facts.text.fr).toMatchObject({ hours: "Lun-Ven 9h-18h", note: "Visites de nos bureaux sur rendez-vous" });
    expect(companyFacts(SITE_DEFAULTS)).toEqual(facts);
  });

  it("say ranges, lists, minutes and foreign countries in each language; an empty field keeps the default", () => {
    const facts = companyFacts({
      openingDays: ["Mo", "We", "Fr"],
      opens: "08:30",
      closes: "12:00",
      addressCountry: "de",
      phone: "  ",
      streetAddress_fr: "1 rue X",
    });
    expect(facts.text.en.hours).toBe("Mon, Wed, Fri 8:30AM-12PM");
    expect(facts.text.fr.hours).toBe("Lun, Mer, Ven 8h30-12h");
    expect(facts.text.en.addressFull).toBe("12 Rue de la Paix, 75002 Paris, Germany");
    expect(facts.text.fr.addressFull).toBe("1 rue X, 75002 Paris, Allemagne");
    expect(facts.phone).toBe(SITE_DEFAULTS.phone);
  });

  it("show an address typed on one line by an earlier version until the structured one is saved", () => {
    const legacy = companyFacts({ address: "1 Place Vendôme, 75001 Paris" });
    expect(legacy.text.en.addressFull).toBe("1 Place Vendôme, 75001 Paris");
    expect(legacy.text.fr.address).toBe("1 Place Vendôme, 75001 Paris");
    expect(companyFacts({ address: "1 Place Vendôme, 75001 Paris", postalCode: "75008" }).text.en.address).toBe(
      "12 Rue de la Paix, 75008 Paris",
    );
  });

  it("list every social profile, with an address only once one is configured", () => {
    const facts = companyFacts({ linkedinUrl: "https://www.linkedin.com/company/x" });
    expect(facts.social.map((s) => [s.id, s.url])).toEqual([
      ["linkedin", "https://www.linkedin.com/company/x"],
      ["x", ""],
      ["github", ""],
    ]);
  });

  it("are validated field by field; days come back in week order", () => {
    const ok = siteSettingsSchema.parse({ openingDays: ["Fr", "Mo"], opens: "09:00", closes: "18:00", xUrl: "https://x.com/lumiere" });
    expect(ok.openingDays).toEqual(["Mo", "Fr"]);
    const bad = siteSettingsSchema.safeParse({ githubUrl: "javascript:alert(1)", opens: "25:00", contactEmail: "nope" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["githubUrl", "opens", "contactEmail"]));
  });
});
