// Traces reach an OTLP/HTTP receiver on loopback (OTEL_EXPORTER_OTLP_ENDPOINT): a span for each
// request over real HTTP, a child of the caller's traceparent, with the request id on it and on
// the database statements beneath it; webhook deliveries and AI provider calls in client spans whose
// traceparent the receiving end gets.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { descendantsOf, type OtlpReceiver, type ReceivedSpan, SPAN_KIND, startOtlpReceiver } from "../helpers/otlp-receiver";
import { startSmtp, useSmtp } from "../leads/smtp";
import { type Receiver, startReceiver } from "../webhooks/receiver";

let collector: OtlpReceiver;
let fake: FakeOpenAi;
let t: TestApp;
let base: string;
let cookie: string;

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
/** A caller's trace context: a W3C traceparent, sampled. */
const callerTrace = () => {
  const traceId = hex(16);
  const spanId = hex(8);
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
};
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

/** Waits until the receiver holds a span that `match` accepts (the app sends its batch when flushed). */
async function spanWhere(match: (s: ReceivedSpan) => boolean, what: string, app = t.app): Promise<ReceivedSpan> {
  return vi.waitFor(
    async () => {
      await app.tracing?.flush();
      const found = collector.spans.find(match);
      if (!found) throw new Error(`no span yet: ${what}`);
      return found;
    },
    { timeout: 10_000, interval: 50 },
  );
}

beforeAll(async () => {
  collector = await startOtlpReceiver();
  fake = await startFakeOpenAi("From the fake model.");
  t = await buildTestApp(
    {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: "lumiere-test",
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: fake.baseUrl,
    },
    { webhooks: { pollMs: 3_600_000 } },
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await collector?.close();
});

describe(`traces over OTLP/HTTP (${dbLabel})`, () => {
  it("sends a request's span as a child of the caller's traceparent, with its route, status and request id, and its statements beneath it", async () => {
    const caller = callerTrace();
    const res = await fetch(`${base}/api/articles?lang=en`, {
      headers: { traceparent: caller.traceparent, "x-request-id": "trace-req-1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("trace-req-1");

    const request = await spanWhere(
      (s) => s.attributes["lumiere.request_id"] === "trace-req-1" && s.kind === SPAN_KIND.server,
      "the request",
    );
    expect(request.traceId).toBe(caller.traceId);
    expect(request.parentSpanId).toBe(caller.spanId);
    expect(request.name).toBe("GET /api/articles");
    expect(request.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/api/articles",
      "url.path": "/api/articles",
      "url.query": "lang=en",
      "http.response.status_code": 200,
    });
    expect(request.resource["service.name"]).toBe("lumiere-test");

    const statements = descendantsOf(collector.spans, request).filter((s) => s.attributes["db.system.name"] === "postgresql");
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(s.kind).toBe(SPAN_KIND.client);
      expect(s.attributes["lumiere.request_id"]).toBe("trace-req-1");
    }
    expect(
      statements.some((s) => /^select /i.test(String(s.attributes["db.query.text"])) && s.attributes["db.operation.name"] === "SELECT"),
    ).toBe(true);
  });

  it("starts a trace of its own for a request without traceparent; a 404 is no server error", async () => {
    const res = await fetch(`${base}/api/articles/no-such-article`, { headers: { "x-request-id": "trace-req-2" } });
    expect(res.status).toBe(404);
    const request = await spanWhere(
      (s) => s.attributes["lumiere.request_id"] === "trace-req-2" && s.kind === SPAN_KIND.server,
      "the request",
    );
    expect(request.parentSpanId).toBe("");
    expect(request.attributes["http.response.status_code"]).toBe(404);
    expect(request.status).not.toBe(2);
  });

  it("sends a webhook delivery in a client span whose traceparent the receiver gets", async () => {
    const receiver: Receiver = await startReceiver();
    try {
      const created = await fetch(`${base}/trpc/admin.webhooks.create`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url, description: "Traced CRM", kinds: ["contact"] }),
      });
      expect(created.status).toBe(200);
      const lead = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Tra", lastName: "Ced", email: "traced@example.com", subject: "other", message: "Follow me" }),
      });
      expect(lead.status).toBeLessThan(300);
      await vi.waitFor(
        async () => {
          await t.app.webhooks.runOnce();
          expect(receiver.received.length).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 100 },
      );
      const sent = TRACEPARENT.exec(String(receiver.received[0]?.headers.traceparent));
      expect(sent, "the delivery carries a traceparent").not.toBeNull();
      const delivery = await spanWhere((s) => s.spanId === sent?.[2], "the delivery");
      expect(delivery.traceId).toBe(sent?.[1]);
      expect(delivery.kind).toBe(SPAN_KIND.client);
      expect(delivery.name).toBe("POST webhook");
      expect(delivery.attributes).toMatchObject({
        "http.request.method": "POST",
        "url.full": receiver.url,
        "http.response.status_code": 200,
        "lumiere.webhook.message_id": receiver.received[0]?.headers["webhook-id"],
      });
    } finally {
      await receiver.stop();
    }
  });

  it("sends an outbox pass that sent mail as a trace with its statements, and no trace for a pass with nothing to send", async () => {
    const smtp = await startSmtp();
    try {
      expect((await useSmtp(t.app, cookie, smtp.port)).statusCode).toBe(200);
      const outboxSpans = () => collector.spans.filter((s) => s.name === "outbox");
      // Whatever earlier tests queued goes out; then a pass finds nothing to do.
      await t.app.outbox.runOnce();
      await t.app.tracing?.flush();
      const before = outboxSpans().length;
      await t.app.outbox.runOnce();
      await t.app.tracing?.flush();
      expect(outboxSpans()).toHaveLength(before);

      const lead = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Mai", lastName: "Led", email: "mailed@example.com", subject: "other", message: "Write to me" }),
      });
      expect(lead.status).toBeLessThan(300);
      await vi.waitFor(
        async () => {
          await t.app.outbox.runOnce();
          expect(smtp.received.some((m) => m.to.includes("mailed@example.com"))).toBe(true);
        },
        { timeout: 10_000, interval: 100 },
      );
      const pass = await spanWhere((s) => s.name === "outbox" && Number(s.attributes["lumiere.outbox.sent"]) > 0, "the pass that sent");
      expect(pass.parentSpanId).toBe("");
      expect(pass.kind).toBe(SPAN_KIND.internal);
      expect(descendantsOf(collector.spans, pass).some((s) => s.attributes["db.system.name"] === "postgresql")).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("calls the AI provider in a client span under the request, passing the trace on", async () => {
    const put = await fetch(`${base}/api/admin/ai-settings`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json", "x-request-id": "trace-save-1" },
      body: JSON.stringify({ provider: "openai", temperature: 0.3, maxLength: 120, systemPrompt: "You are Aya.", selectedModel: "gpt-4" }),
    });
    expect(put.status).toBe(200);
    // Saving settings is one transaction: its span under the request's, its statements under it.
    const save = await spanWhere((s) => s.attributes["lumiere.request_id"] === "trace-save-1" && s.kind === SPAN_KIND.server, "the save");
    const transaction = descendantsOf(collector.spans, save).find((s) => s.name === "transaction");
    expect(transaction, "a transaction span").toBeDefined();
    const inside = descendantsOf(collector.spans, transaction as ReceivedSpan);
    expect(inside.some((s) => /^insert /i.test(String(s.attributes["db.query.text"])))).toBe(true);
    expect(inside.every((s) => s.attributes["lumiere.request_id"] === "trace-save-1")).toBe(true);
    const caller = callerTrace();
    const res = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", traceparent: caller.traceparent, "x-request-id": "trace-chat-1" },
      body: JSON.stringify({
        sessionId: `session_${Date.now()}trc000001`,
        message: "How do you use computer vision for quality inspection of defects?",
      }),
    });
    expect(res.status).toBe(200);
    const sent = TRACEPARENT.exec(String(fake.requests.at(-1)?.traceparent));
    expect(sent, "the provider call carries a traceparent").not.toBeNull();
    expect(sent?.[1]).toBe(caller.traceId);
    const call = await spanWhere((s) => s.spanId === sent?.[2], "the provider call");
    expect(call.name).toBe("chat gpt-4");
    expect(call.kind).toBe(SPAN_KIND.client);
    expect(call.attributes).toMatchObject({
      "gen_ai.request.model": "gpt-4",
      "lumiere.request_id": "trace-chat-1",
      "http.response.status_code": 200,
    });
    const request = await spanWhere(
      (s) => s.attributes["lumiere.request_id"] === "trace-chat-1" && s.kind === SPAN_KIND.server,
      "the chat request",
    );
    expect(descendantsOf(collector.spans, request)).toContainEqual(call);
  });
});

describe(`traces of stored pages answered before Fastify (${dbLabel})`, () => {
  const ORIGIN = "https://www.lumiere.example";
  let pages: TestApp;
  let port = 0;
  const get = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/en", headers: { host: "www.lumiere.example", ...headers } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
        .on("error", reject)
        .end();
    });
  beforeAll(async () => {
    pages = await buildTestApp({ PUBLIC_URL: ORIGIN, OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint }, { ssr: true });
    await pages.app.listen({ port: 0, host: "127.0.0.1" });
    port = (pages.app.server.address() as AddressInfo).port;
    expect(await get({})).toBe(200);
    await vi.waitFor(() => expect(pages.app.storedPages?.get(`${ORIGIN}/en`)).toHaveProperty("br"), { timeout: 10_000 });
  });
  afterAll(async () => {
    await pages?.close();
  });

  it("gives a stored page's answer its span too: the caller's child, the page route, its request id, no statements", async () => {
    const caller = callerTrace();
    expect(await get({ traceparent: caller.traceparent, "x-request-id": "trace-early-1", "accept-encoding": "br" })).toBe(200);
    const early = await spanWhere((s) => s.attributes["lumiere.request_id"] === "trace-early-1", "the stored page's answer", pages.app);
    expect(early).toMatchObject({ traceId: caller.traceId, parentSpanId: caller.spanId, name: "GET /*", kind: SPAN_KIND.server });
    expect(early.attributes).toMatchObject({ "http.route": "/*", "http.response.status_code": 200, "url.path": "/en" });
    expect(descendantsOf(collector.spans, early)).toEqual([]);
  });
});
