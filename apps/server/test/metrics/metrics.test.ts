// Prometheus metrics on a listener of their own: requests by route pattern, the database client,
// the outbox backlog, the jobs; never on the site's port.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { contactPayload } from "../rest/support";
import { labelValues, METRICS_ENV, sample, scrape } from "./support";

const DURATION = "lumiere_http_request_duration_seconds_count";

describe(`metrics (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(METRICS_ENV, { ssr: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts requests by method, route pattern and status class, never by raw URL", async () => {
    const { app } = t;
    expect((await app.inject({ url: "/en" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/pages/home" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/articles/no-such-article-4711" })).statusCode).toBe(404);
    const batch = await app.inject({
      url: `/trpc/pages.byPageId,auth.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { pageId: "home" } }))}`,
    });
    expect(batch.statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: "/nothing/here/4711" })).statusCode).toBe(404);

    const text = await scrape(app);
    const routes = labelValues(text, DURATION, "route");
    expect(routes).toContain("/api/pages/:pageId");
    expect(routes).toContain("/api/articles/:slug");
    expect(routes).toContain("/trpc/:path");
    expect(routes).toContain("unmatched");
    expect([...routes].join(" ")).not.toMatch(/4711|home|pages\.byPageId|\/en\b/);
    expect(sample(text, `${DURATION}{method="GET",route="/api/pages/:pageId",status_class="2xx"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `${DURATION}{method="GET",route="/api/articles/:slug",status_class="4xx"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `${DURATION}{method="POST",route="unmatched",status_class="4xx"}`)).toBe(1);
    expect(text).toMatch(/^# TYPE lumiere_http_request_duration_seconds histogram$/m);
    // Node's own metrics, the event-loop lag among them.
    expect(text).toMatch(/^lumiere_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^lumiere_process_resident_memory_bytes \d/m);
  });

  it("shows the database client's pool and statements in flight", async () => {
    const text = await scrape(t.app);
    expect(sample(text, "lumiere_db_pool_size")).toBe(dbLabel === "postgres" ? t.config.databasePoolSize : 1);
    expect(sample(text, "lumiere_db_queries_in_flight")).toBeGreaterThanOrEqual(0);
    // Background jobs (analytics writes, outbox, webhooks) may hold the connection for a moment:
    // the queue of waiting statements drains.
    await expect.poll(async () => sample(await scrape(t.app), "lumiere_db_queries_waiting")).toBe(0);
  });

  it("shows a queued e-mail in the outbox backlog (no SMTP: it stays pending and due)", async () => {
    const before = await scrape(t.app);
    const pending = sample(before, 'lumiere_outbox_messages{status="pending"}') ?? 0;
    const due = sample(before, "lumiere_outbox_due_messages") ?? 0;
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload({ email: "metrics@example.com" }) });
    expect(res.statusCode, res.body).toBe(201);
    const after = await scrape(t.app);
    // The team's notification and the visitor's confirmation.
    expect(sample(after, 'lumiere_outbox_messages{status="pending"}')).toBe(pending + 2);
    expect(sample(after, "lumiere_outbox_due_messages")).toBe(due + 2);
    expect(sample(after, 'lumiere_outbox_messages{status="failed"}')).toBe(0);
  });

  it("counts the scheduled jobs' passes and their last success", async () => {
    await t.app.outbox.runOnce();
    await t.app.publisher.runOnce();
    const text = await scrape(t.app);
    for (const job of ["outbox", "publisher"]) {
      expect(sample(text, `lumiere_job_runs_total{task="${job}"}`)).toBeGreaterThanOrEqual(1);
      expect(sample(text, `lumiere_job_last_success_timestamp_seconds{task="${job}"}`)).toBeGreaterThan(Date.now() / 1000 - 60);
    }
    expect(text).toMatch(/^# TYPE lumiere_job_failures_total counter$/m);
    expect(text).toMatch(/^lumiere_outbox_send_failures_total 0$/m);
  });

  it("is not served on the site's own port: /metrics there is a 404, not a redirect to a page", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as { port: number };
    await expectNotFound(`http://127.0.0.1:${port}/metrics`);
    const metricsAddress = t.app.metricsServer?.address() as { port: number } | undefined;
    expect(metricsAddress?.port).not.toBe(port);
  });
});

describe(`metrics without METRICS_PORT (${dbLabel})`, () => {
  it("are served nowhere: /metrics on the site's port is a 404", async () => {
    const t = await buildTestApp({}, { ssr: true });
    try {
      expect(t.app.metricsServer).toBeUndefined();
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = t.app.server.address() as { port: number };
      await expectNotFound(`http://127.0.0.1:${port}/metrics`);
    } finally {
      await t.close();
    }
  });
});

async function expectNotFound(url: string): Promise<void> {
  for (const method of ["GET", "HEAD"]) {
    const res = await fetch(url, { method, redirect: "manual" });
    expect(res.status, `${method} ${url}`).toBe(404);
    expect(await res.text()).not.toContain("lumiere_");
  }
}
