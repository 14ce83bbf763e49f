import { seedPagesAsWritten } from "@lumiere/db/seed";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { asAdmin, expectJsonError, PAGE_FIELDS, PAGE_IDS } from "./support";

const t = useSignedInApp();

describe(`GET /api/pages/{pageId} (${dbLabel})`, () => {
  it.each(PAGE_IDS)("answers the %s page with exactly the spec's page fields", async (pageId) => {
    const res = await t.app.inject({ method: "GET", url: `/api/pages/${pageId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const page = res.json<Record<string, unknown>>();
    expect(Object.keys(page).sort()).toEqual([...PAGE_FIELDS].sort());
    expect(page.pageId).toBe(pageId);
    expect(Number.isInteger(page.id)).toBe(true);
    for (const field of PAGE_FIELDS.filter((f) => f !== "id")) expect(typeof page[field]).toBe("string");
  });

  it.each(PAGE_IDS)("serves the seeded English and French copy of the %s page", async (pageId) => {
    // As written: the company's facts in it are the defaults, which Settings hold until changed.
    const seeded = seedPagesAsWritten.find((p) => p.pageId === pageId);
    expect(seeded).toBeDefined();
    const page = (await t.app.inject({ method: "GET", url: `/api/pages/${pageId}` })).json<Record<string, string>>();
    expect(page.title_en).toBe(seeded?.title_en);
    expect(page.title_fr).toBe(seeded?.title_fr);
    expect(page.metaDescription_en).toBe(seeded?.metaDescription_en);
    expect(page.metaDescription_fr).toBe(seeded?.metaDescription_fr);
    expect(page.heroSection_en?.length).toBeGreaterThan(0);
    expect(page.mainContent_fr?.length).toBeGreaterThan(0);
  });

  it("answers 404 with a JSON message for a page that does not exist", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pages/pricing" });
    expectJsonError(res, 404);
  });

  it("answers 404 for a page path that differs only by case", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pages/HOME" });
    expectJsonError(res, 404);
  });

  it("removes script elements, inline event handlers and javascript: URLs from the page HTML (spec §5)", async () => {
    const dirty =
      '<h1 onclick="steal()">Hello</h1><script>alert(1)</script><a href="javascript:alert(2)">x</a>' +
      '<img src="javascript:alert(3)" onerror="alert(4)"><p>Kept paragraph</p>';
    const put = await asAdmin(t.app, t.cookie, {
      method: "PUT",
      url: "/api/admin/pages/product",
      payload: {
        title_en: "Product",
        title_fr: "Produit",
        meta_description_en: "m",
        meta_description_fr: "m",
        hero_section_en: dirty,
        main_content_fr: dirty,
      },
    });
    expect(put.statusCode).toBe(200);

    const page = (await t.app.inject({ method: "GET", url: "/api/pages/product" })).json<Record<string, string>>();
    for (const html of [page.heroSection_en ?? "", page.mainContent_fr ?? ""]) {
      expect(html).toContain("Kept paragraph");
      expect(html).toContain("Hello");
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    }
  });

  it("shows an admin's page edit on the very next public read", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/pages/technology" })).json<Record<string, string>>();
    const put = await asAdmin(t.app, t.cookie, {
      method: "PUT",
      url: "/api/admin/pages/technology",
      payload: {
        title_en: "Our Technology Stack",
        title_fr: "Notre pile technologique",
        meta_description_en: before.metaDescription_en,
        meta_description_fr: before.metaDescription_fr,
      },
    });
    expect(put.statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: "/api/pages/technology" })).json<Record<string, string>>();
    expect(after.title_en).toBe("Our Technology Stack");
    expect(after.title_fr).toBe("Notre pile technologique");
    expect(after.heroSection_en).toBe(before.heroSection_en);
  });
});
