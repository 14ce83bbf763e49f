// Requests shed under overload are counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { OVERLOAD_ENV, overloadEventLoop } from "../helpers/overload";
import { METRICS_ENV, sample, scrape } from "./support";

describe(`shed requests metric (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...METRICS_ENV, ...OVERLOAD_ENV });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("increments lumiere_http_requests_shed_total for each 503 of load shedding", async () => {
    expect(sample(await scrape(t.app), "lumiere_http_requests_shed_total")).toBe(0);
    await overloadEventLoop();
    const shed = await Promise.all([t.app.inject({ url: "/api/pages/home" }), t.app.inject({ url: "/api/pages/about" })]);
    expect(shed.map((r) => r.statusCode)).toEqual([503, 503]);
    const text = await scrape(t.app);
    expect(sample(text, "lumiere_http_requests_shed_total")).toBe(2);
    expect(sample(text, 'lumiere_http_request_duration_seconds_count{method="GET",route="/api/pages/:pageId",status_class="5xx"}')).toBe(2);
  }, 30_000);
});
