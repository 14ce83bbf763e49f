// pnpm bench: the production server (compiled, plain node, SSR on) under autocannon, each row next
// to a bare Fastify route sending the same bytes in the same run (the ratio is the figure), then
// the server's RSS after the load and its start-up time on empty and on existing data.
// PGlite by default; DATABASE_URL measures on PostgreSQL. `pnpm build` first (the root script does).
// Last, every figure against its budget (bench/budgets.json), the page bytes included (bytes.ts).
//
// --ci (`pnpm bench:ci`): short rows, only the SSR rows with a budget, 3 starts; exits 1 when a
// figure fails CI (budgets.ts: bytes over budget, RSS past its gross line), never on a timing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBare } from "./bare";
import { type MeasuredFigure, printBudgetTable, readBudgets } from "./budgets";
import { measurePageBytes } from "./bytes";
import { DATABASE_URL, dropSchema, schemaOf, startSite, usage } from "./site";

const CI = process.argv.includes("--ci");
const budgets = readBudgets(); // read first: a malformed file fails before the run, not after
const DURATION = Number(process.env.BENCH_SECONDS ?? (CI ? 3 : 10));
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? (CI ? 1 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Result {
  rps: number;
  p99: number;
  cpuPerRequest: number;
  errors: number;
}

async function measure(pid: number, opts: autocannon.Options): Promise<Result> {
  await autocannon({ ...opts, duration: WARMUP, connections: CONNECTIONS });
  const before = usage(pid).cpuUs;
  const r = await autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    cpuPerRequest: (usage(pid).cpuUs - before) / Math.max(1, r.requests.total),
    errors: r.errors + r.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-bench-"));
const schema = schemaOf("load");
const site = await startSite(dataDir, schema);
const pid = site.child.pid as number;
const slug = ((await (await fetch(`${site.url}/api/articles?lang=en`)).json()) as Array<{ slug_en: string }>)[0]?.slug_en ?? "";
const pageBytes = await measurePageBytes(site.url);
const br = "br";
// [label, path, encoding, method, the budget figure of its ratio]
// BENCH_ONLY (a regular expression) keeps the rows whose label matches; --ci, the rows with a figure.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const allRows: Array<[string, string, string | undefined, "GET" | "POST", MeasuredFigure?]> = [
  ["GET /api/articles?lang=fr (~60 KB)", "/api/articles?lang=fr", undefined, "GET"],
  ["GET /api/articles/{slug}", `/api/articles/${slug}?lang=en`, undefined, "GET"],
  ["GET /api/articles?lang=fr, br", "/api/articles?lang=fr", br, "GET"],
  ["SSR /en", "/en", undefined, "GET"],
  ["SSR /en, br (as browsers ask)", "/en", br, "GET", "ssr_en_vs_bare_pct"],
  ["SSR /fr/insights", "/fr/insights", undefined, "GET"],
  ["SSR /fr/insights, br", "/fr/insights", br, "GET", "ssr_fr_insights_vs_bare_pct"],
  ["POST /api/contact (stores a row)", "/api/contact", undefined, "POST"],
];
const rows = allRows.filter(([label, , , , figure]) => (only ? only.test(label) : !CI || figure));
const bare = await startBare(
  site.url,
  rows.filter(([, , , m]) => m === "GET").map(([, p, e]) => (e ? `${p},${e}` : p)),
);
const barePid = bare.child.pid as number;
const contact = JSON.stringify({
  firstName: "Bench",
  lastName: "Mark",
  email: "bench@example.com",
  subject: "other",
  message: "Benchmark",
});
// A different message each time: the same message twice within a minute is stored once.
let sent = 0;
const contactRequests = [
  {
    setupRequest: (req: autocannon.Request) => ({
      ...req,
      body: JSON.stringify({ ...(JSON.parse(contact) as object), message: `Benchmark ${sent++}` }),
    }),
  },
];
const results: Array<{ label: string; figure?: MeasuredFigure; site: Result; bare: Result }> = [];
try {
  let copy = 0;
  for (const [label, p, encoding, method, figure] of rows) {
    const headers: Record<string, string> = { "accept-encoding": encoding ?? "identity" };
    if (method === "POST") headers["content-type"] = "application/json";
    const siteResult = await measure(pid, {
      url: `${site.url}${p}`,
      method,
      headers,
      ...(method === "POST" ? { requests: contactRequests } : {}),
    });
    const bareUrl = method === "POST" ? `${bare.url}/tiny` : `${bare.url}/copy/${copy++}`;
    const bareResult = await measure(barePid, { url: bareUrl, method, headers, ...(method === "POST" ? { body: contact } : {}) });
    results.push({ label, figure, site: siteResult, bare: bareResult });
    process.stderr.write(".");
  }
} finally {
  bare.child.kill("SIGTERM");
}
const rssAfterLoad = usage(pid).rssMiB;
await site.stop();
await dropSchema(schema);
rmSync(dataDir, { recursive: true, force: true });

// Start-up: an empty DATA_DIR (or schema), then the same one again (existing data); each START_RUNS
// times, the median printed (one start on a shared 2-core machine varies by ±15%).
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? (CI ? 3 : 5));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const emptyStarts: number[] = [];
const existingStarts: number[] = [];
for (let run = 0; run < START_RUNS; run++) {
  const startDir = mkdtempSync(path.join(tmpdir(), "lumiere-bench-start-"));
  const startSchema = schemaOf(`start${run}`);
  const empty = await startSite(startDir, startSchema);
  await empty.stop();
  emptyStarts.push(empty.startedInMs);
  const existing = await startSite(startDir, startSchema);
  await existing.stop();
  existingStarts.push(existing.startedInMs);
  await dropSchema(startSchema);
  rmSync(startDir, { recursive: true, force: true });
}

const db = DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\n\n${db}: ${DURATION} s per row after ${WARMUP} s warm-up, ${CONNECTIONS} connections, loopback, production build`);
console.log(
  "what".padEnd(36),
  "req/s".padStart(8),
  "p99 ms".padStart(7),
  "bare same bytes".padStart(16),
  "ratio".padStart(6),
  "CPU µs/req".padStart(11),
  "bare CPU".padStart(9),
  "non-2xx".padStart(8),
);
for (const { label, site: s, bare: b } of results) {
  console.log(
    label.padEnd(36),
    s.rps.toFixed(0).padStart(8),
    String(s.p99).padStart(7),
    b.rps.toFixed(0).padStart(16),
    `${((s.rps / b.rps) * 100).toFixed(0)}%`.padStart(6),
    s.cpuPerRequest.toFixed(0).padStart(11),
    b.cpuPerRequest.toFixed(0).padStart(9),
    String(s.errors).padStart(8),
  );
}
console.log(`RSS after the load: ${rssAfterLoad.toFixed(0)} MiB`);
console.log(
  `start to first 200 on /en, median of ${START_RUNS}: empty ${db === "PGlite" ? "DATA_DIR" : "schema"} ${median(emptyStarts).toFixed(0)} ms, existing data ${median(existingStarts).toFixed(0)} ms`,
);
console.log(
  `  (each start, ms: empty ${emptyStarts.map((ms) => ms.toFixed(0)).join(" ")}; existing ${existingStarts.map((ms) => ms.toFixed(0)).join(" ")})`,
);
console.log("(POST's baseline is a bare tiny JSON route; ratios compare the same bytes in the same run)");

const figures = new Map<string, number>(pageBytes);
const measured = (name: MeasuredFigure, value: number) => figures.set(name, value);
measured(DATABASE_URL ? "rss_after_load_postgres_mib" : "rss_after_load_pglite_mib", rssAfterLoad);
if (START_RUNS > 0) {
  measured("start_empty_ms", median(emptyStarts));
  measured("start_existing_ms", median(existingStarts));
}
for (const { figure, site: s, bare: b } of results) if (figure) measured(figure, (s.rps / b.rps) * 100);
const failures = printBudgetTable(figures, budgets);
if (CI && failures.length) {
  console.error(`\nbench:ci: ${failures.join(", ")} past the line CI holds (bench/budgets.json)`);
  process.exitCode = 1;
}
