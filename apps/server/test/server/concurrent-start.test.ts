// Several server processes starting at once on one empty Postgres schema (a rolling deploy, a
// scaled service): migrations and seed run under an advisory lock, one process at a time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { articles, count, pages, users } from "@lumiere/db";
import postgres from "postgres";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/env";
import { multiServerConfig, testDatabaseUrl } from "../helpers/app";

describe.skipIf(!testDatabaseUrl)("three servers starting together on one empty Postgres schema", () => {
  it("all become ready, with the schema migrated and seeded once", async () => {
    const schema = `start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), "lumiere-start-")));
    const apps = await Promise.all(
      dirs.map((dir) =>
        buildApp(
          {
            ...loadConfig({
              NODE_ENV: "test",
              DATA_DIR: dir,
              DATABASE_URL: testDatabaseUrl,
              ADMIN_USERNAME: "admin",
              ADMIN_PASSWORD: "correct horse battery",
              LOG_LEVEL: "silent",
            }),
            databaseSchema: schema,
            ssr: false,
          },
          { logger: false },
        ),
      ),
    );
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const results = await Promise.allSettled(apps.map((app) => app.ensureDbReady()));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const app = apps[0]!;
      const [[p], [a], [u]] = await Promise.all([
        app.db.select({ n: count() }).from(pages),
        app.db.select({ n: count() }).from(articles),
        app.db.select({ n: count() }).from(users),
      ]);
      expect(Number(p?.n)).toBe(9); // six site pages and three legal pages
      expect(Number(a?.n)).toBeGreaterThanOrEqual(6);
      expect(Number(u?.n)).toBe(1);
      for (const each of apps) expect((await each.inject({ method: "GET", url: "/api/pages/home" })).statusCode).toBe(200);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      const sql = postgres(testDatabaseUrl as string, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop schema if exists "${schema}" cascade`);
      await sql.end();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!testDatabaseUrl)("several servers on one Postgres", () => {
  const schema = `multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const other = `${schema}_other`;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const start = async (s: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-multi-"));
    dirs.push(dir);
    const app = await buildApp(multiServerConfig(dir, s), { logger: false });
    await app.ready();
    await app.ensureDbReady();
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const sql = postgres(testDatabaseUrl as string, { max: 1, onnotice: () => {} });
    for (const s of [schema, other]) await sql.unsafe(`drop schema if exists "${s}" cascade`);
    await sql.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("shows an edit made through one server on the next read of another (NOTIFY), and only in its own schema", async () => {
    const [a, b, stranger] = [await start(schema), await start(schema), await start(other)];
    const title = async (app: FastifyInstance) =>
      (await app.inject({ method: "GET", url: "/api/pages/about" })).json<{ title_en: string }>().title_en;
    const before = await title(a);
    await title(stranger);
    // Counted through the cache's own clear hook: its size may grow meanwhile (background jobs read
    // settings), which says nothing about whether it was emptied.
    let strangerCleared = 0;
    stranger.contentCache.onClear(() => strangerCleared++);
    const login = await b.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "correct horse battery" },
    });
    const cookie = `lumiere_session=${login.cookies.find((c) => c.name === "lumiere_session")?.value}`;
    const edit = await b.inject({
      method: "PUT",
      url: "/api/admin/pages/about",
      headers: { cookie },
      payload: { title_en: "Edited elsewhere", title_fr: "Modifié ailleurs" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    let seen = before;
    for (let i = 0; i < 40 && seen !== "Edited elsewhere"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await title(a);
    }
    expect(seen).toBe("Edited elsewhere");
    // A site in another schema of the same database keeps its cache.
    expect(strangerCleared).toBe(0);
    expect(stranger.contentCache.size).toBeGreaterThan(0);
  });
});
