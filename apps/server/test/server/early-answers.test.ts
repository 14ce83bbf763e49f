// Stored public pages are sent before Fastify sees the request (http/early-answers.ts). Over a real
// socket, such an answer must be the one the page route gives through Fastify (app.inject always
// takes that way): same status, bytes and headers in every encoding, 304 for the ETag held; and it
// must owe the same: its request id, one access log line, a page view. Whatever it cannot answer
// alike (a session, a foreign or forwarded host, a preview link, HEAD) goes through Fastify.
import { request } from "node:http";
import { analyticsEvents } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGE_ROUTE } from "../../src/http/pages";
import { buildTestApp, collectedLog, dbLabel, type TestApp } from "../helpers/app";

const ORIGIN = "https://www.lumiere.example";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Headers that differ between any two answers, or that only a socket carries. */
const PER_ANSWER = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

describe(`stored pages answered before Fastify (${dbLabel})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let port = 0;
  const { logger, lines } = collectedLog();

  /** GET over the socket, bytes as sent (no decoding). */
  const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Raw>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: url, method, headers: { host: "www.lumiere.example", ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    });
  const throughFastify = async (url: string, headers: Record<string, string> = {}): Promise<Raw> => {
    const res = await app.inject({ url, headers: { host: "www.lumiere.example", ...headers } });
    return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
  };
  const comparable = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !PER_ANSWER.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    );

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { ssr: true, logger });
    app = t.app;
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
    // Rendered once through Fastify (which lets the host through), then kept in its compressed form.
    for (const url of ["/en", "/fr/insights"]) {
      expect((await get(url)).status).toBe(200);
      await vi.waitFor(() => expect(app.storedPages?.get(`${ORIGIN}${url}`)).toHaveProperty("br"), { timeout: 10_000 });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends the bytes and headers the page route sends, in brotli, gzip and plain", async () => {
    for (const url of ["/en", "/fr/insights", "/en?utm_source=news"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const early = await get(url, { "accept-encoding": encoding });
        const routed = await throughFastify(url, { "accept-encoding": encoding });
        expect(early.status, `${url} ${encoding}`).toBe(200);
        expect(early.body.equals(routed.body), `${url} ${encoding}`).toBe(true);
        expect(comparable(early.headers), `${url} ${encoding}`).toEqual(comparable(routed.headers));
        expect(early.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      }
    }
  });

  it("answers 304 for the ETag the visitor holds, like the page route", async () => {
    const { headers } = await get("/en", { "accept-encoding": "br" });
    const early = await get("/en", { "if-none-match": headers.etag as string });
    const routed = await throughFastify("/en", { "if-none-match": headers.etag as string });
    expect(early.status).toBe(304);
    expect(early.body.length).toBe(0);
    expect(comparable(early.headers)).toEqual(comparable(routed.headers));
  });

  it("carries its request id, logs one access line with it, and counts the page view", async () => {
    await app.analytics.flush();
    const before = (await app.db.select().from(analyticsEvents)).length;
    const res = await get("/en?utm_source=newsletter", { "x-request-id": "early-trace-1", "user-agent": BROWSER });
    expect(res.headers["x-request-id"]).toBe("early-trace-1");
    await app.analytics.flush();
    const events = await app.db.select().from(analyticsEvents);
    expect(events.length).toBe(before + 1);
    expect(events.at(-1)).toMatchObject({ name: "pageview", path: "/en", utmSource: "newsletter" });
    const traced = lines.filter((l) => l.reqId === "early-trace-1");
    expect(traced).toHaveLength(1);
    expect(traced[0]).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/en?utm_source=newsletter" },
      res: { statusCode: 200 },
    });
  });

  it("adds each answer to the page route's request-duration series, 200s and 304s apart", async () => {
    const counts = async () => {
      const { values } = await app.metrics.requestDuration.get();
      const count = (statusClass: string) =>
        values.find(
          (v) =>
            v.metricName?.endsWith("_count") &&
            v.labels.method === "GET" &&
            v.labels.route === PAGE_ROUTE &&
            v.labels.status_class === statusClass,
        )?.value ?? 0;
      return { ok: count("2xx"), notModified: count("3xx") };
    };
    const before = await counts();
    const { headers } = await get("/en", { "accept-encoding": "br" });
    await get("/fr/insights");
    await get("/en", { "if-none-match": headers.etag as string });
    expect(await counts()).toEqual({ ok: before.ok + 2, notModified: before.notModified + 1 });
    // The exposition agrees with itself: every answer is in the +Inf bucket.
    const { values } = await app.metrics.requestDuration.get();
    const inf = values.find(
      (v) =>
        v.metricName?.endsWith("_bucket") &&
        (v.labels as Record<string, unknown>).le === "+Inf" &&
        v.labels.route === PAGE_ROUTE &&
        v.labels.status_class === "2xx",
    );
    expect(inf?.value).toBe(before.ok + 2);
  });

  it("sends a stored missing page as the page route does: 404, no validator, no page view, in the 4xx series", async () => {
    const url = "/en/insights/an-old-link";
    expect((await get(url)).status).toBe(404);
    await vi.waitFor(() => expect(app.storedPages?.get(`${ORIGIN}${url}`)).toHaveProperty("br"), { timeout: 10_000 });
    const notFound = async () =>
      (await app.metrics.requestDuration.get()).values.find(
        (v) => v.metricName?.endsWith("_count") && v.labels.route === PAGE_ROUTE && v.labels.status_class === "4xx",
      )?.value ?? 0;
    await app.analytics.flush();
    const views = (await app.db.select().from(analyticsEvents)).length;
    const before = await notFound();
    const encodings = ["br", "gzip", "identity"];
    const early: Raw[] = [];
    for (const encoding of encodings) early.push(await get(url, { "accept-encoding": encoding, "user-agent": BROWSER }));
    expect(await notFound()).toBe(before + 3);
    await app.analytics.flush();
    expect((await app.db.select().from(analyticsEvents)).length).toBe(views);
    for (const [i, encoding] of encodings.entries()) {
      const sent = early[i] as Raw;
      const routed = await throughFastify(url, { "accept-encoding": encoding });
      expect(sent.status, encoding).toBe(404);
      expect(sent.body.equals(routed.body), encoding).toBe(true);
      expect(comparable(sent.headers), encoding).toEqual(comparable(routed.headers));
      expect(sent.headers.etag).toBeUndefined();
      expect(sent.headers["cache-control"]).toBe("no-store");
    }
  });

  it("logs no link token over the socket: a stored page answered early, a preview, sign-up and unsubscribe links", async () => {
    const token = "socket-token-never-logged";
    const asked = [
      `/en?token=${token}`,
      `/en?preview=${token}`,
      `/api/signups/confirm?token=${token}&lang=fr`,
      `/api/signups/unsubscribe?token=${token}`,
    ];
    for (const [i, url] of asked.entries()) await get(url, { "x-request-id": `token-trace-${i}` });
    const traced = asked.map((_, i) => lines.filter((l) => l.reqId === `token-trace-${i}`));
    // Each got its access line (the stored page's from the early answer, the others' through Fastify).
    expect(traced.map((t) => t.length > 0)).toEqual([true, true, true, true]);
    expect(traced[0]?.[0]?.req).toMatchObject({ url: "/en?token=[redacted]" });
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("leaves to Fastify what it cannot answer alike: a foreign host, a preview link, a session, HEAD", async () => {
    expect((await get("/en", { host: "evil.example" })).status).toBe(421);
    const preview = await get("/en?preview=not-a-valid-token");
    expect(preview.status).toBe((await throughFastify("/en?preview=not-a-valid-token")).status);
    const withSession = await get("/en", { cookie: "lumiere_session=not-a-session" });
    // Through Fastify: the unknown session's cookie is cleared and the answer kept private.
    expect(withSession.headers["set-cookie"]?.[0]).toMatch(/^lumiere_session=;/);
    expect(withSession.headers["cache-control"]).toMatch(/private|no-store/);
    const head = await get("/en", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});
