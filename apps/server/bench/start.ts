// pnpm --filter @lumiere/server bench:start: only the start-up figures of `pnpm bench` (start to
// the first 200 on /en of the compiled server, on an empty DATA_DIR or schema, then on the same one
// again), each BENCH_START_RUNS times (5), with the CPU time the server used until then (steadier
// than the wall clock on a shared machine) and its RSS right after; no load run, so it
// takes seconds. BENCH_PORT (a fixed port instead of a free one) and BENCH_DATA_ROOT (where the
// DATA_DIRs are made instead of the system's temporary folder) for a shared machine.
// PGlite by default; DATABASE_URL measures on PostgreSQL. `pnpm build` first.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dropSchema, DATABASE_URL, schemaOf, startSite, usage } from "./site";

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const ROOT = process.env.BENCH_DATA_ROOT ?? tmpdir();
mkdirSync(ROOT, { recursive: true });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const settle = () => new Promise((r) => setTimeout(r, 300));

const starts = { empty: [] as number[], existing: [] as number[] };
const cpu = { empty: [] as number[], existing: [] as number[] };
const rss = { empty: [] as number[], existing: [] as number[] };
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(path.join(ROOT, "lumiere-bench-start-"));
  const schema = schemaOf(`start${run}`);
  for (const kind of ["empty", "existing"] as const) {
    const site = await startSite(dataDir, schema, PORT);
    starts[kind].push(site.startedInMs);
    cpu[kind].push(usage(site.child.pid as number).cpuUs / 1000);
    await settle();
    rss[kind].push(usage(site.child.pid as number).rssMiB);
    await site.stop();
  }
  await dropSchema(schema);
  rmSync(dataDir, { recursive: true, force: true });
  process.stderr.write(".");
}
const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(" ");
const db = DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\n${db}: start to first 200 on /en, median of ${RUNS}`);
for (const kind of ["empty", "existing"] as const) {
  console.log(
    `  ${kind.padEnd(8)} ${median(starts[kind]).toFixed(0).padStart(5)} ms  (each: ${ms(starts[kind])})  CPU ${median(cpu[kind]).toFixed(0)} ms (each: ${ms(cpu[kind])})  RSS after start ${median(rss[kind]).toFixed(0)} MiB (each: ${ms(rss[kind])})`,
  );
}
