// Leads at scale. `tsx bench/leads.ts`, on PGlite in memory or DATABASE_URL:
//  1. POST /api/contact throughput with a different message per request (identical messages would
//     be dropped as duplicates), and the CPU time per stored contact of this process (server and
//     load generator) and of the Postgres backends serving it: CPU per request is what other load on
//     the machine does not distort, and what caps throughput once the CPUs are busy;
//  2. with 10,000 leads of each kind, the server time (Fastify's reply.elapsedTime) of one page of
//     the admin inbox through /trpc: first page, a deep page, a status filter, a search, a date range.
//  3. mails per second out of the outbox to an SMTP sink on loopback (bench/outbox-rate.ts):
//     BENCH_MAILS leads (2,000) drained by one server, and on PostgreSQL by two servers at once,
//     each address counted to check every mail arrived exactly once.
// Step 2 is skipped on a server without the inbox, so the same file measures the code before it
// (and with BENCH_SKIP_INBOX=1, to time or profile step 1 alone).
import { mkdtempSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { consultations, contacts, type Db, prospects, rowsOf, sql } from "@lumiere/db";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/env";
import { measureMailRate, showMailRate } from "./outbox-rate";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LEADS = 10_000;
const schema = process.env.DATABASE_URL ? `bench_leads_${process.pid}` : undefined;
const config = {
  ...loadConfig({
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "lumiere-bench-")),
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: "bench admin password",
    RATE_LIMIT_FORMS_PER_MINUTE: "100000000",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
  databaseSchema: schema,
  ssr: false,
};
/** CPU time (µs) used so far by these processes (the ones that ended meanwhile count no more). */
function cpuMicros(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime, in 1/100 s
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10_000;
}

/** The local ports of this process's TCP connections to the database (its pool), from /proc. */
function databasePorts(databaseUrl: string): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync("/proc/self/fd")) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  const dbPort = Number(new URL(databaseUrl).port || 5432);
  const ports: number[] = [];
  for (const file of ["/proc/self/net/tcp", "/proc/self/net/tcp6"]) {
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10 || !inodes.has(f[9]!)) continue;
      if (Number.parseInt(f[2]!.split(":")[1]!, 16) === dbPort) ports.push(Number.parseInt(f[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

/**
 * The Postgres backends serving this process (none with PGlite): other work on the same server
 * (tests, other benchmarks) is not counted.
 */
async function ownBackends(db: Db): Promise<number[]> {
  if (!config.databaseUrl) return [];
  const ports = databasePorts(config.databaseUrl);
  if (ports.length === 0) return [];
  const list = sql.join(
    ports.map((p) => sql`${p}`),
    sql`, `,
  );
  const result = await db.execute(sql`select pid from pg_stat_activity where client_port in (${list})`);
  return rowsOf<{ pid: number }>(result).map((r) => r.pid);
}

const app = await buildApp(config, { inMemoryDb: !config.databaseUrl, logger: false });
// Migrated and seeded before the clock starts: requests wait for it, and would be timed with it.
await app.ensureDbReady();
const serverMs = new Map<string, number>();
app.addHook("onResponse", async (req, reply) => {
  serverMs.set(req.url, reply.elapsedTime);
});
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

try {
  // 1. Throughput of the contact form.
  let n = 0;
  const body = () =>
    JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      email: `bench${n % 500}@example.com`,
      subject: "other",
      message: `Benchmark message ${n++}`,
    });
  const opts = {
    url: `${base}/api/contact`,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: body() }) }],
  };
  await autocannon({ ...opts, duration: 2, connections: CONNECTIONS });
  const backends = await ownBackends(app.db);
  const cpu = process.cpuUsage();
  const pgCpu = cpuMicros(backends);
  const r = await autocannon({ ...opts, duration: SECONDS, connections: CONNECTIONS });
  const { user, system } = process.cpuUsage(cpu);
  const stored = r.requests.total;
  console.log(
    `POST /api/contact: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx + r.errors} errors (${SECONDS}s, ${CONNECTIONS} connections, ${config.databaseUrl ? "PostgreSQL" : "PGlite"})`,
  );
  console.log(
    `  CPU per stored contact: ${((user + system) / stored).toFixed(0)} µs this process, ${((cpuMicros(backends) - pgCpu) / stored).toFixed(0)} µs Postgres (${backends.length} backends)`,
  );

  // 2. The inbox with 10,000 leads of each kind.
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: "admin", password: "bench admin password" },
  });
  const cookie = `lumiere_session=${login.cookies.find((c) => c.name === "lumiere_session")?.value}`;
  const probe = await app.inject({
    method: "GET",
    url: `/trpc/admin.leads.list?input=${encodeURIComponent('{"kind":"contact"}')}`,
    headers: { cookie },
  });
  if (probe.statusCode === 404) {
    console.log("no leads inbox on this server: list timing skipped");
  } else if (process.env.BENCH_SKIP_INBOX) {
    console.log("BENCH_SKIP_INBOX: list timing skipped");
  } else {
    const day = 24 * 3600 * 1000;
    const statuses = ["new", "contacted", "qualified", "won", "lost"] as const;
    for (let start = 0; start < LEADS; start += 1000) {
      const at = (i: number) => new Date(Date.now() - ((start + i) % 700) * day);
      await app.db.insert(contacts).values(
        Array.from({ length: 1000 }, (_, i) => ({
          firstName: `First${start + i}`,
          lastName: `Last${start + i}`,
          email: `person${start + i}@example.com`,
          subject: "project",
          message: `Message number ${start + i} about a project`,
          status: statuses[(start + i) % 5]!,
          createdAt: at(i),
        })),
      );
      await app.db.insert(consultations).values(
        Array.from({ length: 1000 }, (_, i) => ({
          name: `Name ${start + i}`,
          email: `c${start + i}@example.com`,
          projectDescription: "A project",
          createdAt: at(i),
        })),
      );
      await app.db
        .insert(prospects)
        .values(Array.from({ length: 1000 }, (_, i) => ({ email: `p${start + i}@example.com`, createdAt: at(i) })));
    }
    const cases: Array<[string, Record<string, unknown>]> = [
      ["contacts, page 1 of 25", { kind: "contact", page: 1, perPage: 25 }],
      ["contacts, page 300 of 25", { kind: "contact", page: 300, perPage: 25 }],
      ["contacts, status qualified", { kind: "contact", status: "qualified" }],
      ["contacts, search 'number 9999'", { kind: "contact", q: "number 9999" }],
      ["contacts, received in one month", { kind: "contact", from: "2026-01-01", to: "2026-01-31" }],
      ["consultations, page 1", { kind: "consultation" }],
      ["signups, status pending", { kind: "signup", status: "pending" }],
    ];
    console.log(`\nadmin.leads.list with ${LEADS} leads of each kind (server time, 20 runs):`);
    for (const [label, input] of cases) {
      const url = `/trpc/admin.leads.list?input=${encodeURIComponent(JSON.stringify(input))}`;
      const times: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await app.inject({ method: "GET", url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
        if (i > 0) times.push(serverMs.get(url) ?? Number.NaN);
      }
      times.sort((a, b) => a - b);
      const total = JSON.parse((await app.inject({ method: "GET", url, headers: { cookie } })).body).result.data.total;
      console.log(
        `  ${label.padEnd(34)} median ${times[10]!.toFixed(1).padStart(6)} ms   max ${times[19]!.toFixed(1).padStart(6)} ms   (${total} matching)`,
      );
    }
  }
} finally {
  if (schema && app.dbHandle.sql) await app.dbHandle.sql.unsafe(`drop schema if exists "${schema}" cascade`);
  await app.close();
}

// 3. The outbox draining what the leads queued.
const MAILS = Number(process.env.BENCH_MAILS ?? 2000);
console.log("");
showMailRate(`outbox, one server (${config.databaseUrl ? "PostgreSQL" : "PGlite"})`, await measureMailRate(MAILS, 1));
if (config.databaseUrl) showMailRate("outbox, two servers on one PostgreSQL", await measureMailRate(MAILS, 2));
