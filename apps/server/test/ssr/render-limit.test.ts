// A page the server has to render (an address that is no page, a page not stored yet) counts
// against its client's budget of renders a minute (RATE_LIMIT_RENDERS_PER_MINUTE); past it, that
// client gets the "back in a moment" page with a 429 and a Retry-After, in its language, while
// stored pages and other clients are served as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

const RENDERS_PER_MINUTE = 5;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE) }, { ssr: true });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, ip: string) => t.app.inject({ method: "GET", url, remoteAddress: ip, headers: { accept: "text/html" } });

describe(`renders per client (${dbLabel})`, () => {
  it("answers made-up addresses with 404 up to the budget, then 429 with the wait, and keeps serving stored pages", async () => {
    // Stored by another visitor first: serving it renders nothing.
    expect((await get("/en", "198.51.100.1")).statusCode).toBe(200);

    const prober = "203.0.113.9";
    for (let i = 0; i < RENDERS_PER_MINUTE; i++) {
      const res = await get(`/en/no-such-page-${i}`, prober);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Page Not Found");
    }
    const refused = await get("/en/no-such-page-again", prober);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain("Back in a moment");
    expect(refused.body).not.toContain("no-such-page");

    const french = await get("/fr/page-inconnue", prober);
    expect(french.statusCode).toBe(429);
    expect(french.body).toContain("De retour dans un instant");

    // A page already stored costs nothing: the same client still gets it.
    const stored = await get("/en", prober);
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toContain("<title>");

    // Another client has its own budget.
    const other = await get("/en/no-such-page-0", "203.0.113.10");
    expect(other.statusCode).toBe(404);
  });
});
