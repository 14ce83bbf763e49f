// Settings → Integrations through /trpc: endpoints with a generated signing secret that can be
// rotated, a test event that reports the receiver's answer, and addresses a webhook may not call
// refused as field errors with nothing stored.
import { webhookEndpoints } from "@lumiere/db";
import { describe, expect, it } from "vitest";
import { resolveTarget } from "../../src/domain/webhooks/address";
import { loadConfig } from "../../src/env";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { batchResults, statusesOf, type TrpcResult, trpcBatch, trpcMutation } from "../trpc/support";
import { startReceiver, verified } from "./receiver";

const t = useSignedInApp();

const KINDS = ["contact", "consultation", "signup"];
const list = async () => {
  const res = await t.app.inject({ method: "GET", url: "/trpc/admin.webhooks.list", headers: { cookie: t.cookie } });
  return res.json().result.data as { id: number; url: string; secret: string; kinds: string[]; statusChanges: boolean }[];
};
const fieldErrorsOf = (r: TrpcResult) => (r.error?.data as unknown as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;

describe(`webhook endpoints in Settings → Integrations (${dbLabel})`, () => {
  it("adds an endpoint with a whsec_ secret, rotates it, and sends a signed test event", async () => {
    const receiver = await startReceiver((r) => (JSON.parse(r.body).type === "webhook.test" ? 202 : 500));
    try {
      const created = await trpcMutation(
        t.app,
        "admin.webhooks.create",
        { url: receiver.url, description: "Sales CRM", kinds: ["contact", "signup"], statusChanges: true },
        { cookie: t.cookie },
      );
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json().result.data as { id: number };
      const endpoint = (await list()).find((e) => e.id === id);
      expect(endpoint).toMatchObject({ url: receiver.url, kinds: ["contact", "signup"], statusChanges: true });
      expect(endpoint?.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

      const rotated = await trpcMutation(t.app, "admin.webhooks.rotateSecret", { id }, { cookie: t.cookie });
      const { secret } = rotated.json().result.data as { secret: string };
      expect(secret).toMatch(/^whsec_/);
      expect(secret).not.toBe(endpoint?.secret);

      // Batched, as the admin's client sends it: the test event and the list.
      const res = await trpcBatch(t.app, "admin.webhooks.test", [{ id }, { id }], { cookie: t.cookie });
      expect(statusesOf(batchResults(res))).toEqual([200, 200]);
      expect(batchResults(res)[0]?.result?.data).toEqual({ ok: true, status: 202, detail: "thanks" });
      expect(receiver.received).toHaveLength(2);
      expect(verified(secret, receiver.received[0]!)).toMatchObject({ type: "webhook.test", data: { endpointId: id } });
      // Each test event is a message of its own.
      expect(receiver.received[0]?.headers["webhook-id"]).not.toBe(receiver.received[1]?.headers["webhook-id"]);

      // A receiver that is down: the admin is told so, nothing throws.
      await receiver.stop();
      const down = await trpcMutation(t.app, "admin.webhooks.test", { id }, { cookie: t.cookie });
      expect(down.statusCode).toBe(200);
      expect(down.json().result.data).toMatchObject({ ok: false, status: null, detail: expect.stringMatching(/ECONNREFUSED/) });

      const removed = await trpcMutation(t.app, "admin.webhooks.remove", { id }, { cookie: t.cookie });
      expect(removed.statusCode).toBe(200);
      expect((await list()).some((e) => e.id === id)).toBe(false);
      const again = await trpcMutation(t.app, "admin.webhooks.test", { id }, { cookie: t.cookie });
      expect(again.statusCode).toBe(404);
    } finally {
      await receiver.stop();
    }
  });

  it("refuses an http address, a private network and no kinds, field by field, storing nothing", async () => {
    const before = await t.app.db.select().from(webhookEndpoints);
    const bad = [
      { url: "http://crm.example.com/hooks", kinds: KINDS },
      { url: "https://10.0.0.7/hooks", kinds: KINDS },
      { url: "https://192.168.1.20/hooks", kinds: KINDS },
      { url: "https://169.254.169.254/latest/meta-data", kinds: KINDS },
      { url: "https://[fd00::1]/hooks", kinds: KINDS },
      { url: "ftp://crm.example.com/hooks", kinds: KINDS },
      { url: "not a url", kinds: KINDS },
      { url: "https://crm.example.com/hooks", kinds: [] },
      { url: "https://crm.example.com/hooks", kinds: ["newsletter"] },
    ];
    const res = await trpcBatch(t.app, "admin.webhooks.create", bad, { cookie: t.cookie });
    const results = batchResults(res);
    expect(statusesOf(results)).toEqual(bad.map(() => 400));
    expect(results.map((r) => Object.keys(fieldErrorsOf(r) ?? {}))).toEqual([
      ["url"],
      ["url"],
      ["url"],
      ["url"],
      ["url"],
      ["url"],
      ["url"],
      ["kinds"],
      ["kinds.0"],
    ]);
    expect(fieldErrorsOf(results[0]!)?.url).toBe("Enter a full address starting with https://");
    expect(fieldErrorsOf(results[1]!)?.url).toBe("This address leads to a private network: use an address reachable from the internet");
    expect(fieldErrorsOf(results[7]!)?.kinds).toBe("Choose at least one kind of lead");
    expect(await t.app.db.select().from(webhookEndpoints)).toEqual(before);

    // An existing endpoint cannot be moved to a private address either.
    const ok = await trpcMutation(
      t.app,
      "admin.webhooks.create",
      { url: "http://127.0.0.1:9/hooks", kinds: ["contact"] },
      { cookie: t.cookie },
    );
    const { id } = ok.json().result.data as { id: number };
    const moved = await trpcMutation(
      t.app,
      "admin.webhooks.update",
      { id, url: "https://10.1.2.3/", kinds: ["contact"] },
      { cookie: t.cookie },
    );
    expect(moved.statusCode).toBe(400);
    expect((await list()).find((e) => e.id === id)?.url).toBe("http://127.0.0.1:9/hooks");
    // Only administrators (the "settings" permission): signed out is refused.
    expect((await trpcMutation(t.app, "admin.webhooks.create", { url: "https://crm.example.com", kinds: ["contact"] })).statusCode).toBe(
      401,
    );
  });

  it("refuses IPv6 forms that embed an IPv4 address and the documentation and special-purpose ranges", async () => {
    const before = await t.app.db.select().from(webhookEndpoints);
    // This test server may call this machine, yet none of these is "this machine" the way 127.0.0.1 is.
    const urls = [
      "https://[::127.0.0.1]/hooks", // IPv4-compatible
      "https://[::ffff:0:7f00:1]/hooks", // SIIT (IPv4-translated)
      "https://[::ffff:10.0.0.1]/hooks", // IPv4-mapped, private
      "https://[::ffff:192.0.2.1]/hooks", // IPv4-mapped, documentation
      "https://[2002:7f00:1::1]/hooks", // 6to4 of 127.0.0.1
      "https://[2002:5db8:d70e::1]/hooks", // 6to4 of a public address: still a tunnel to anywhere
      "https://[64:ff9b::7f00:1]/hooks", // NAT64
      "https://[64:ff9b:1::a00:1]/hooks", // local-use NAT64
      "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hooks", // Teredo
      "https://[2001:db8::1]/hooks",
      "https://[3fff::1]/hooks",
      "https://[100::1]/hooks",
      "https://[5f00::1]/hooks",
      "https://192.0.2.10/hooks",
      "https://198.51.100.7/hooks",
      "https://203.0.113.5/hooks",
      "https://100.64.0.1/hooks",
      "https://198.18.0.1/hooks",
      "https://192.88.99.1/hooks",
      "https://240.0.0.1/hooks",
      "https://255.255.255.255/hooks",
    ];
    const res = await trpcBatch(
      t.app,
      "admin.webhooks.create",
      urls.map((url) => ({ url, kinds: KINDS })),
      { cookie: t.cookie },
    );
    const results = batchResults(res);
    expect(statusesOf(results)).toEqual(urls.map(() => 400));
    expect(results.map((r) => fieldErrorsOf(r)?.url)).toEqual(
      urls.map(() => "This address leads to a private network: use an address reachable from the internet"),
    );
    expect(await t.app.db.select().from(webhookEndpoints)).toEqual(before);

    // Ordinary public addresses of either family are accepted.
    const production = { allowLoopback: false };
    await expect(resolveTarget("https://[2606:4700:4700::1111]/hooks", production)).resolves.toMatchObject({ family: 6 });
    await expect(resolveTarget("https://[::ffff:93.184.215.14]/hooks", production)).resolves.toMatchObject({ family: 6 });
    await expect(resolveTarget("https://[::ffff:7f00:1]/hooks", production)).rejects.toMatchObject({ field: "url" });
  });

  it("calls this machine only outside production or with WEBHOOKS_ALLOW_HTTP=1", async () => {
    expect(loadConfig({ NODE_ENV: "production" }).webhooks).toEqual({ allowLoopback: false });
    expect(loadConfig({ NODE_ENV: "production", WEBHOOKS_ALLOW_HTTP: "1" }).webhooks).toEqual({ allowLoopback: true });
    expect(loadConfig({ NODE_ENV: "test" }).webhooks).toEqual({ allowLoopback: true });
    expect(() => loadConfig({ WEBHOOKS_ALLOW_HTTP: "yes" })).toThrowError(/WEBHOOKS_ALLOW_HTTP/);
    const production = { allowLoopback: false };
    await expect(resolveTarget("http://127.0.0.1:8080/hooks", production)).rejects.toMatchObject({ field: "url" });
    await expect(resolveTarget("https://localhost/hooks", production)).rejects.toMatchObject({ field: "url" });
    await expect(resolveTarget("https://[::ffff:127.0.0.1]/hooks", production)).rejects.toMatchObject({ field: "url" });
    await expect(resolveTarget("https://93.184.215.14/hooks", production)).resolves.toMatchObject({ address: "93.184.215.14" });
  });
});
