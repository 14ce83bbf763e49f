// The seed's page HTML is stored as written, without a sanitising pass at start (domain/pages.ts):
// that is only sound while the policy leaves it unchanged.
import { seedPages } from "@lumiere/db/seed";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../src/domain/html";

describe("seeded page HTML", () => {
  for (const page of seedPages) {
    it(`${page.pageId}: is already what the sanitiser would store`, async () => {
      for (const key of ["heroSection_en", "heroSection_fr", "mainContent_en", "mainContent_fr"] as const) {
        expect(await sanitizeHtml(page[key]), `${page.pageId}.${key}`).toBe(page[key]);
      }
    });
  }

  it("keeps the company facts' placeholders (filled from Settings at render)", async () => {
    const html = '<p>Open <strong><span data-company-fact="hours"></span></strong>.</p><div data-company-facts="contact"></div>';
    expect(await sanitizeHtml(html)).toBe(html);
  });
});
