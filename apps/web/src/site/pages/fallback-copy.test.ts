import { describe, expect, it } from "vitest";
import { companyFacts, SITE_DEFAULTS } from "@lumiere/validation";
import { fillCompanyFactsIn } from "../../lib/company-facts";
import { fallbackPage } from "./fallback-copy";

const facts = companyFacts(SITE_DEFAULTS);

describe("built-in copy for pages without a record", () => {
  it("gives the contact page the spec's title, description, hours and appointment note", () => {
    const en = fallbackPage("contact", "en");
    expect(en.title).toBe("Contact Us");
    expect(en.description).toBe("Get in touch with our AI experts");
    // The facts come from Settings at render: the defaults are the spec's.
    const main = fillCompanyFactsIn(en.main, facts, "en");
    expect(main).toContain("Mon-Fri 9AM-6PM");
    expect(main).toContain("by appointment");
    expect(main).toContain("contact@lumiere-ai.fr");
    expect(main).toContain("+33 1 23 45 67 89");
    expect(main).toContain("Paris main office");
    expect(main).toContain("12 Rue de la Paix, 75002 Paris");
  });

  it("exists in French for every page, with a heading in each hero", () => {
    for (const id of ["home", "technology", "about", "product", "insights", "contact"] as const) {
      for (const lang of ["en", "fr"] as const) {
        const page = fallbackPage(id, lang);
        expect(page.title).not.toBe("");
        expect(page.hero).toMatch(/^<h1>/);
      }
    }
    expect(fallbackPage("home", "en").hero).toContain("Riding the Cutting-Edge AI Technology");
  });
});
