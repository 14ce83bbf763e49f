// A server process for the benchmark: `app` (the real server, API only, on PGlite in memory or
// DATABASE_URL) or `bare` (a Fastify route returning a constant JSON). Prints its port on stdout,
// and its CPU time so far (user + system, µs) for every "cpu" line it reads on stdin.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import Fastify from "fastify";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/env";

const kind = process.argv[2];
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => {
  for (const line of chunk.split("\n")) {
    if (line.trim() !== "cpu") continue;
    const { user, system } = process.cpuUsage();
    console.log(`CPU=${user + system}`);
  }
});
if (kind === "bare") {
  // Constant JSON: a tiny object, and copies of the real endpoints' bodies (fetched once from the
  // app given as argument) so payload size can be told apart from server overhead.
  const app = Fastify({ logger: false });
  const tiny = { id: 1, title_en: "Constant", title_fr: "Constante" };
  app.get("/tiny", async () => tiny);
  app.post("/tiny", async () => tiny);
  const source = process.argv[3];
  if (source) {
    // Bytes, as the app's response cache holds them (a string would be UTF-8 encoded on every send).
    const list = Buffer.from(await (await fetch(`${source}/api/articles?lang=en`)).arrayBuffer());
    const page = Buffer.from(await (await fetch(`${source}/api/pages/home`)).arrayBuffer());
    app.get("/list", (_req, reply) => reply.type("application/json; charset=utf-8").send(list));
    app.get("/page", (_req, reply) => reply.type("application/json; charset=utf-8").send(page));
    // The same list compressed once up front, as the app's response cache holds it.
    const listBr = brotliCompressSync(list);
    app.get("/list-br", (_req, reply) =>
      reply.type("application/json; charset=utf-8").header("content-encoding", "br").header("vary", "accept-encoding").send(listBr),
    );
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`PORT=${(app.server.address() as { port: number }).port}`);
} else {
  const config = {
    ...loadConfig({
      NODE_ENV: "production",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lumiere-bench-")),
      LOG_LEVEL: "silent",
      ADMIN_PASSWORD: "bench admin password",
      RATE_LIMIT_FORMS_PER_MINUTE: "100000000",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: `bench_${process.pid}` } : {}),
    }),
    ssr: false,
  };
  const app = await buildApp(config, { inMemoryDb: !config.databaseUrl, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`PORT=${(app.server.address() as { port: number }).port}`);
  process.once("SIGTERM", () => {
    void (async () => {
      if (config.databaseUrl && app.dbHandle.sql) await app.dbHandle.sql.unsafe(`drop schema if exists "bench_${process.pid}" cascade`);
      await app.close();
      process.exit(0);
    })();
  });
}
