// Scheduled publication across server processes: two servers on one Postgres, both
// running the job as fast as they can, publish each due item exactly once; a server started after
// the time has passed publishes what fell due while none was running.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, articles, auditLog, contentDrafts, eq, inArray, sql } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loginCookie, multiServerConfig, testDatabaseUrl } from "../helpers/app";
import { type ArticleBody, adminTrpc, sleep } from "./support";

describe.skipIf(!testDatabaseUrl)("scheduled publication with several servers on one Postgres", () => {
  const schema = `sched_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dirs: string[] = [];
  const running = new Set<FastifyInstance>();
  const start = async (pollMs: number) => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-sched-"));
    dirs.push(dir);
    const config = multiServerConfig(dir, schema, { RATE_LIMIT_LOGIN_PER_MINUTE: "1000", OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0" });
    const app = await buildApp(config, { logger: false, publisher: { pollMs } });
    await app.ready();
    await app.ensureDbReady();
    running.add(app);
    return app;
  };
  const stop = async (app: FastifyInstance) => {
    running.delete(app);
    await app.close();
  };
  afterAll(async () => {
    await Promise.all([...running].map((app) => app.close()));
    const client = postgres(testDatabaseUrl as string, { max: 1, onnotice: () => {} });
    await client.unsafe(`drop schema if exists "${schema}" cascade`);
    await client.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Creates articles as drafts and schedules them (both languages) an hour ahead. */
  async function schedule(app: FastifyInstance, count: number, label: string): Promise<number[]> {
    const trpc = adminTrpc(app, await loginCookie(app));
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const a = await trpc.call<ArticleBody>("admin.articles.create", {
        title_en: `${label} ${i}`,
        title_fr: `${label} fr ${i}`,
        action: "draft",
      });
      const at = new Date(Date.now() + 3_600_000).toISOString();
      await trpc.call("admin.editorial.transition", { ref: { kind: "article", id: a.id }, action: "schedule", publishAt: at });
      ids.push(a.id);
    }
    return ids;
  }
  /** Their time comes: the schedule is moved into the past, as the clock would. */
  const makeDue = (app: FastifyInstance, ids: number[]) =>
    app.db
      .update(contentDrafts)
      .set({ publishAt_en: sql`now() - interval '1 second'`, publishAt_fr: sql`now() - interval '1 second'` })
      .where(and(eq(contentDrafts.kind, "article"), inArray(contentDrafts.entityId, ids)));
  const publications = async (app: FastifyInstance, ids: number[]) => {
    const rows = await app.db
      .select({ subject: auditLog.subjectId, data: auditLog.data })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "content.publish"), eq(auditLog.subjectKind, "article"), inArray(auditLog.subjectId, ids.map(String))),
      );
    return rows.filter((r) => r.data.scheduled === true);
  };
  const liveCount = async (app: FastifyInstance, ids: number[]) =>
    (
      await app.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, ids), eq(articles.live_en, true), eq(articles.live_fr, true)))
    ).length;

  it("publishes each due item exactly once when two servers run the job at the same time", async () => {
    const [a, b] = await Promise.all([start(20), start(20)]);
    if (!a || !b) throw new Error("servers did not start");
    const ids = await schedule(a, 16, "Race");
    await makeDue(a, ids);
    // Both servers' own timers race every 20 ms; explicit passes on both add to the contention.
    await Promise.all([a.publisher.runOnce(), b.publisher.runOnce(), a.publisher.runOnce(), b.publisher.runOnce()]);
    for (let i = 0; i < 100 && (await liveCount(a, ids)) < ids.length; i++) await sleep(50);
    expect(await liveCount(a, ids)).toBe(ids.length);
    await sleep(300); // any late pass would publish a second time now
    const published = await publications(a, ids);
    expect(published.map((p) => p.subject).sort()).toEqual(ids.map(String).sort());
    expect(published.every((p) => JSON.stringify(p.data.langs) === '["en","fr"]')).toBe(true);
    // Visitors of either server see them (each server's cache was cleared).
    for (const app of [a, b]) {
      const list = (await app.inject({ method: "GET", url: "/api/articles?lang=fr" })).json<ArticleBody[]>();
      expect(ids.every((id) => list.some((x) => x.id === id))).toBe(true);
    }
    await Promise.all([stop(a), stop(b)]);
  });

  it("publishes at start what fell due while no server was running", async () => {
    const first = await start(60_000);
    const ids = await schedule(first, 2, "Overnight");
    await stop(first);
    const client = postgres(testDatabaseUrl as string, { max: 1, onnotice: () => {}, connection: { search_path: schema } });
    await client`update content_drafts set publish_at_en = now() - interval '1 hour', publish_at_fr = now() - interval '1 hour' where entity_id in ${client(ids)}`;
    await client.end();
    // A slow timer: only the pass made at start can publish them.
    const next = await start(60_000);
    for (let i = 0; i < 200 && (await liveCount(next, ids)) < ids.length; i++) await sleep(50);
    expect(await liveCount(next, ids)).toBe(ids.length);
    expect(await publications(next, ids)).toHaveLength(2);
  });
});
