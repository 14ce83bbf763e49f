// The admin's page editing through the REST contract: the list and the snake_case update.
import { eq, pages } from "@lumiere/db";
import { seedPages } from "@lumiere/db/seed";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { adminOf, expectFieldError, expectJsonError, PAGE_FIELDS } from "./support";

const t = useSignedInApp();

const admin = adminOf(t);

describe(`GET /api/admin/pages and PUT /api/admin/pages/{pageId} (${dbLabel})`, () => {
  it("lists the six pages with the spec's page fields", async () => {
    const res = await admin({ method: "GET", url: "/api/admin/pages" });
    expect(res.statusCode).toBe(200);
    const list = res.json<Record<string, unknown>[]>();
    expect(list.map((p) => p.pageId).sort()).toEqual(seedPages.map((p) => p.pageId).sort());
    for (const p of list) expect(Object.keys(p).sort()).toEqual([...PAGE_FIELDS].sort());
  });

  it("updates a page from the spec's snake_case payload and the public page shows it on the next read", async () => {
    await t.app.inject({ method: "GET", url: "/api/pages/about" }); // warm any cache
    const payload = {
      title_en: "About Lumière",
      title_fr: "À propos de Lumière",
      meta_description_en: "Who we are",
      meta_description_fr: "Qui nous sommes",
      hero_section_en: "<h1>Hero EN</h1>",
      hero_section_fr: "<h1>Hero FR</h1>",
      main_content_en: "<p>Main EN</p>",
      main_content_fr: "<p>Main FR</p>",
    };
    const res = await admin({ method: "PUT", url: "/api/admin/pages/about", payload });
    expect(res.statusCode).toBe(200);
    const expected = {
      pageId: "about",
      title_en: "About Lumière",
      title_fr: "À propos de Lumière",
      metaDescription_en: "Who we are",
      metaDescription_fr: "Qui nous sommes",
      heroSection_en: "<h1>Hero EN</h1>",
      heroSection_fr: "<h1>Hero FR</h1>",
      mainContent_en: "<p>Main EN</p>",
      mainContent_fr: "<p>Main FR</p>",
    };
    expect(res.json()).toMatchObject(expected);
    const [row] = await t.app.db.select().from(pages).where(eq(pages.pageId, "about"));
    expect(row).toMatchObject(expected);
    const pub = await t.app.inject({ method: "GET", url: "/api/pages/about" });
    expect(pub.json()).toMatchObject(expected);
  });

  it("leaves the hero and main content unchanged when the admin form sends only titles and meta descriptions", async () => {
    const res = await admin({
      method: "PUT",
      url: "/api/admin/pages/about",
      payload: { title_en: "About", title_fr: "À propos", meta_description_en: "M en", meta_description_fr: "M fr" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title_en: "About", heroSection_en: "<h1>Hero EN</h1>", mainContent_fr: "<p>Main FR</p>" });
  });

  it("leaves the French title and the meta descriptions unchanged when a payload omits them", async () => {
    const [before] = await t.app.db.select().from(pages).where(eq(pages.pageId, "insights"));
    const res = await admin({ method: "PUT", url: "/api/admin/pages/insights", payload: { title_en: "Insights & News" } });
    expect(res.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(pages).where(eq(pages.pageId, "insights"));
    expect(after?.title_en).toBe("Insights & News");
    expect(after?.title_fr).toBe(before?.title_fr);
    expect(after?.metaDescription_en).toBe(before?.metaDescription_en);
    expect(after?.metaDescription_fr).toBe(before?.metaDescription_fr);
  });

  it("answers 404 with a JSON message for a page that does not exist, and changes nothing", async () => {
    const before = await t.app.db.select().from(pages);
    const res = await admin({ method: "PUT", url: "/api/admin/pages/pricing", payload: { title_en: "x", title_fr: "y" } });
    expectJsonError(res, 404);
    expect(await t.app.db.select().from(pages)).toEqual(before);
  });

  it('rejects a title longer than allowed with "This field is too long"', async () => {
    const res = await admin({ method: "PUT", url: "/api/admin/pages/home", payload: { title_en: "x".repeat(301), title_fr: "Accueil" } });
    expectFieldError(res, "title_en", "This field is too long");
  });
});
