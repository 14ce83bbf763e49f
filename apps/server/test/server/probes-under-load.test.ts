// While the server sheds load, the liveness and readiness probes still answer: an orchestrator must
// not restart, or take out of rotation, a process that is only busy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { OVERLOAD_ENV, overloadEventLoop } from "../helpers/overload";

describe(`health probes under load (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(OVERLOAD_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sheds an API request with 503 (its X-Request-Id echoed) while /healthz and /readyz answer 200", async () => {
    await overloadEventLoop();
    // Sent together, so the pressure the API request meets is the one the probes meet.
    const [api, live, ready] = await Promise.all([
      t.app.inject({ url: "/api/pages/home", headers: { "x-request-id": "busy-1" } }),
      t.app.inject({ url: "/healthz" }),
      t.app.inject({ url: "/readyz" }),
    ]);
    expect(api.statusCode).toBe(503);
    expect(api.headers["x-request-id"]).toBe("busy-1");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  }, 30_000);
});
