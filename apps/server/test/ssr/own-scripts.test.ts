// The CSP of a rendered page allows the scripts the app emitted, by hash, and nothing else its HTML
// happens to contain: a script that got past the sanitiser (simulated here by writing a page's HTML
// straight into the database) is refused by the browser, on the page and wherever the content goes.
import { createHash } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, pages } from "@lumiere/db";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

const INJECTED = "document.title='pwned'";
const INJECTED_TAG = `<script>${INJECTED}</script>`;
const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://www.lumiere.example" }, { ssr: true });
  await t.app.db
    .update(pages)
    .set({ mainContent_en: `<p>Before</p>${INJECTED_TAG}<p>After</p>` })
    .where(eq(pages.pageId, "about"));
  t.app.contentCache.clear();
});
afterAll(async () => {
  await t?.close();
});

function scriptSrc(res: LightMyRequestResponse): string[] {
  const csp = String(res.headers["content-security-policy"]);
  return (csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "").trim().split(/\s+/).slice(1);
}

describe(`scripts a page's CSP allows (${dbLabel})`, () => {
  it("refuses a script that slipped into the page's content, and allows the app's own", async () => {
    for (const url of ["/en/about", "/en/about?v=2"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(INJECTED_TAG); // served as stored, with no nonce on it
      const allowed = scriptSrc(res);
      expect(allowed).not.toContain(sha256(INJECTED));
      expect(allowed.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);

      // JSON-LD blocks are data, never run: the CSP has nothing to allow for them.
      const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/\bsrc=|application\/ld\+json/.test(m[1] ?? "") && m[2],
      );
      const own = inline.map((m) => m[2] ?? "").filter((script) => script !== INJECTED);
      expect(own.length).toBeGreaterThan(0); // color scheme, router bootstrap, hydration data
      expect(new Set(allowed)).toEqual(new Set(["'self'", ...own.map(sha256)]));
      // The marker of the render is gone from what is sent (and cached).
      expect(res.body).not.toMatch(/\snonce=|csp-nonce/);
    }
  });

  it("gives the same content over /api and /trpc a policy allowing no inline script", async () => {
    const rest = await t.app.inject({ method: "GET", url: "/api/pages/about" });
    const trpc = await t.app.inject({
      method: "GET",
      url: `/trpc/pages.byPageId,pages.siteInfo?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { pageId: "about" } }))}`,
    });
    for (const res of [rest, trpc]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(JSON.stringify(INJECTED_TAG).slice(1, -1));
      expect(scriptSrc(res)).toEqual(["'self'"]);
    }
  });
});
