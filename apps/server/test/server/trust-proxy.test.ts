// TRUST_PROXY: a hop count or the proxies' addresses, so a client cannot choose its own IP by
// forging X-Forwarded-For (which would reset every per-IP limit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/env";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { contactPayload } from "../rest/support";

describe("TRUST_PROXY parsing", () => {
  it("takes a hop count, addresses/CIDRs, or nothing", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: "loopback,fd00::/8" }).trustProxy).toEqual(["loopback", "fd00::/8"]);
  });

  it.each(["true", "yes", "10.0.0.0/33", "proxy.internal"])("refuses %s with a message naming the variable", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe(`TRUST_PROXY=1 behind one proxy (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: "1", RATE_LIMIT_FORMS_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps counting the address the proxy saw when the client forges X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "10.0.0.2", // the proxy
        headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.20` }, // forged entry, then the proxy's
        payload: contactPayload(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});
