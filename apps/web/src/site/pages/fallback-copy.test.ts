import { describe, expect, it } from "vitest";
import { fallbackPage } from "./fallback-copy";

describe("built-in copy for pages without a record", () => {
  it("gives the contact page the spec's title, description, hours and appointment note", () => {
    const en = fallbackPage("contact", "en");
    expect(en.title).toBe("Contact Us");
    expect(en.description).toBe("Get in touch with our AI experts");
    expect(en.main).toContain("Mon-Fri 9AM-6PM");
    expect(en.main).toContain("by appointment");
    expect(en.main).toContain("contact@lumiere-ai.fr");
    expect(en.main).toContain("+33 1 23 45 67 89");
    expect(en.main).toContain("Paris main office");
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
