// Past the event-loop delay limit the server sheds load: a branded 503 page for visitors, JSON for the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/app";
import { OVERLOAD_ENV, overloadEventLoop } from "../helpers/overload";

describe("load shedding", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(OVERLOAD_ENV, { ssr: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 503 with Retry-After past the event-loop delay limit: the branded page for visitors, JSON for the API", async () => {
    await overloadEventLoop();
    const page = await t.app.inject({ method: "GET", url: "/fr" });
    const api = await t.app.inject({ method: "GET", url: "/api/pages/home" });
    expect(page.statusCode).toBe(503);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("De retour dans un instant");
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ message: "The server is busy. Please try again shortly." });
  }, 30_000);
});
