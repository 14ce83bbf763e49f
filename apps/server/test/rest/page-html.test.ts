// Spec §5 on the server: page HTML is sanitised when written (and once, at start, for HTML an
// earlier version stored as typed), so it is served as stored without a sanitiser on every read.
import { appState, eq, pages } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeStoredPages } from "../../src/domain/pages";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { trpcMutation } from "../trpc/support";

const HOSTILE = `<p>Safe text</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><form action="/x"></form><p style="color:red">styled</p>`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectClean(html: string) {
  expect(html).toContain("<p>Safe text</p>");
  expect(html).not.toMatch(/<script|onerror|javascript:|<form|style=/i);
}

describe(`page HTML sanitised on write (${dbLabel})`, () => {
  it("stores and serves the hero and main content without scripts, handlers, javascript: URLs, forms or styles", async () => {
    const cookie = await loginCookie(t.app);
    const res = await trpcMutation(
      t.app,
      "admin.pages.update",
      { pageId: "about", mainContent_en: HOSTILE, heroSection_fr: HOSTILE },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.app.db.select().from(pages).where(eq(pages.pageId, "about"));
    expectClean(stored?.mainContent_en ?? "");
    expectClean(stored?.heroSection_fr ?? "");
    const served = (await t.app.inject({ method: "GET", url: "/api/pages/about" })).json<{ mainContent_en: string }>();
    expectClean(served.mainContent_en);
  });

  it("cleans HTML an earlier version stored as typed, once, at start", async () => {
    await t.app.db.update(pages).set({ mainContent_fr: HOSTILE }).where(eq(pages.pageId, "product"));
    await t.app.db.delete(appState).where(eq(appState.key, "pages-html-sanitized"));
    await sanitizeStoredPages(t.app.db);
    const [stored] = await t.app.db.select().from(pages).where(eq(pages.pageId, "product"));
    expectClean(stored?.mainContent_fr ?? "");
  });
});
