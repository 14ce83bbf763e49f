import { existsSync, readFileSync } from "node:fs";
import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";
import { type PgliteThread, startPgliteThread } from "@lumiere/db/pglite-thread";
import type { Config } from "./env";

// The code cache the build made of the server (scripts/compile-cache.mjs): the modules imported
// below are read compiled instead of compiled again. Absent in `pnpm dev`; Node ignores a stale
// entry (it compiles that module) and a folder it cannot write to. The embedded database's thread
// reads PGlite's modules from it too.
const compileCacheUrl = new URL("../compile-cache/", import.meta.url);
const compileCache = existsSync(compileCacheUrl) ? fileURLToPath(compileCacheUrl) : undefined;
if (compileCache) enableCompileCache({ directory: compileCache, portable: true });

// The embedded database's thread starts first and loads PGlite while this one reads the
// configuration; it opens the database next, while this one loads the rest of the server. Its start
// then overlaps the server's. (The modules below are imported here, not above, to run after this.)
// With DATABASE_URL (PostgreSQL), the thread is never started: it would only be stopped again, its
// JavaScript heap and PGlite's code loaded for nothing.
const pgliteThread = process.env.DATABASE_URL ? undefined : startPgliteThread({ compileCache });
const { ConfigError, loadConfig } = await import("./env");

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// A PostgreSQL or Redis out of reach, or an embedded-database folder in use: one line, exit 1.
await (await import("./startup-checks")).checkStartup(config);

// Written by the build next to the compiled server (dist/pglite-template.tar.gz); absent in `pnpm dev`.
const templateFile = new URL("../pglite-template.tar.gz", import.meta.url);
let pglite: PgliteThread | undefined;
if (config.databaseUrl) void pgliteThread?.discard();
else {
  pglite = (pgliteThread ?? startPgliteThread({ compileCache })).open({
    dataDir: config.dataDir,
    pgliteTemplate: existsSync(templateFile) ? () => readFileSync(templateFile) : undefined,
  });
}
const { buildApp } = await import("./app");
const { METRICS_PORT_IN_USE } = await import("./metrics/listener");
const app = await buildApp(config, pglite ? { pglite } : {});
// A port another process holds (the site's, or METRICS_PORT's when the app gets ready): one line, exit 1.
const portInUse = (error: unknown): never => {
  const code = (error as { code?: unknown }).code;
  if (code !== "EADDRINUSE" && code !== METRICS_PORT_IN_USE) throw error;
  console.error(
    code === METRICS_PORT_IN_USE
      ? (error as Error).message
      : `Cannot start: PORT ${config.port} on ${config.host} is in use by another process`,
  );
  process.exit(1);
};
try {
  await app.ensureDbReady();
} catch (error) {
  const { UnfinishedRestore } = await import("./backup/restore-marker");
  if ((error as { cause?: unknown }).cause instanceof UnfinishedRestore) {
    console.error((error as { cause: Error }).cause.message);
    process.exit(1);
  }
  // Serve anyway: requests answer 503 until the database can be reached, then recover by themselves.
  app.log.error({ err: error }, "database not reachable at start; retrying on each request");
}
// Set before the server listens: a stop that comes as soon as it answers is a graceful one too.
// SIGTERM (an orchestrator or load balancer): readiness answers 503 for the drain delay while
// everything else still answers, so traffic moves away first; then the listener closes, requests in
// flight finish, jobs stop and the database closes. SIGINT (Ctrl-C) skips the drain.
let closing = false;
// A signal repeated during the stop (a process manager resending it) changes nothing: the stop goes on.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const drainMs = signal === "SIGTERM" ? config.shutdownDrainMs : 0;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("graceful shutdown timed out");
      process.exit(1);
    }, drainMs + 15_000);
    force.unref();
    setTimeout(() => {
      // A keep-alive connection whose answer is still going out as the listener closes would stay
      // open once idle (only connections idle at the close are closed), holding the close until its
      // client hangs up: from now on an idle connection is closed at once. (During the drain, answers
      // already say Connection: close.)
      app.server.keepAliveTimeout = 1;
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "error during shutdown");
          process.exit(1);
        },
      );
    }, drainMs);
  });
}

await app.listen({ port: config.port, host: config.host }).catch(portInUse);

const { listeningOrigin } = await import("./domain/site-origin");
const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
const base = config.publicUrl ?? listeningOrigin({ host: config.host, port });
const admin = app.adminBootstrap;
const { handOverGeneratedPassword } = await import("./auth/first-admin");
const signIn = admin?.generatedPassword
  ? handOverGeneratedPassword(
      { username: admin.username, generatedPassword: admin.generatedPassword },
      { terminal: process.stdout.isTTY === true, dataDir: config.dataDir, log: app.log },
    )
  : admin
    ? `username "${admin.username}" with the password from ADMIN_PASSWORD`
    : "your admin account (set ADMIN_USERNAME and ADMIN_PASSWORD to reset it)";
console.log(
  `\nThe website is running at ${base}/en  (database: ${app.dbHandle.driver === "postgres" ? "PostgreSQL" : `embedded PGlite in ${config.dataDir}`}; media: ${app.services.mediaStorage.describe()})`,
);
console.log(`Admin sign-in: ${base}/admin/login with ${signIn}\n`);
