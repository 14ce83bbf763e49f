// Aya evaluation: plays every conversation of the tuning set and of the held-out set against the
// built-in engine over the seeded site (in-memory PGlite) and reports, per language, the share of
// answers that contain every expected fact, harmful answers and the median latency.
// The held-out set was written before any tuning: its failures are not printed unless asked
// (`--show-held-out`), so that nobody tunes on it. A report, not a test: it always exits 0.
// `pnpm eval:aya [--verbose] [--show-held-out]`
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDb } from "@lumiere/db";
import { seed } from "@lumiere/db/seed";
import Fastify from "fastify";
import { createContentCache } from "../src/cache/content-cache";
import { createChatEngine } from "../src/domain/chat/index";
import { loadConfig } from "../src/env";
import { type EvalItem, judge, median } from "./score";

const verbose = process.argv.includes("--verbose") || process.argv.includes("-v");
const showHeldOut = process.argv.includes("--show-held-out");
const load = (name: string) =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(name, import.meta.url)), "utf8")) as { items: EvalItem[] }).items;
const sets = [
  { name: "tuning", items: load("./tuning.json"), show: true },
  { name: "held-out", items: load("./held-out.json"), show: showHeldOut },
];

const dataDir = mkdtempSync(path.join(tmpdir(), "aya-eval-"));
// Built-in engine only: no OpenAI key, whatever the shell has.
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const handle = await openDb({});
await migrate(handle);
await seed(handle.db);
const log = Fastify({ logger: { level: "warn" } }).log;
const engine = createChatEngine({ db: handle.db, cache: createContentCache(), config, log, ai: null });

const latencies: number[] = [];
const summary: string[] = [];
let session = 0;
for (const set of sets) {
  const tally = new Map<string, { total: number; correct: number; harmful: number }>();
  if (set.show) console.log(`\n=== ${set.name} set ===`);
  for (const item of set.items) {
    session++;
    let answer = "";
    for (const [i, turn] of item.turns.entries()) {
      const started = performance.now();
      try {
        ({ response: answer } = await engine.reply({ sessionId: `session_eval${session}`, message: turn, lang: item.page ?? item.lang }));
      } catch (err) {
        answer = `(error: ${err instanceof Error ? err.message : String(err)})`;
      }
      if (i === item.turns.length - 1) latencies.push(performance.now() - started);
    }
    const verdict = judge(item, answer);
    const t = tally.get(item.lang) ?? { total: 0, correct: 0, harmful: 0 };
    t.total++;
    if (verdict.correct) t.correct++;
    if (verdict.harmful) t.harmful++;
    tally.set(item.lang, t);
    // Safety is not tuning: a harmful held-out answer is always named (its reason, not its text).
    if (!set.show && verdict.harmful) console.log(`HARM [${set.name} ${item.lang} ${item.kind}] ${verdict.harmful}`);
    if (!set.show) continue;
    console.log(`${verdict.correct ? "PASS" : verdict.harmful ? "HARM" : "FAIL"} [${item.lang} ${item.kind}] ${item.turns.join(" → ")}`);
    if (!verdict.correct || verbose) {
      if (verdict.harmful) console.log(`     harmful: ${verdict.harmful}`);
      if (verdict.missing.length) console.log(`     missing: ${verdict.missing.map((m) => m.join(" | ")).join("; ")}`);
      console.log(`     ${answer.replace(/\n+/g, "\n     ")}`);
    }
  }
  for (const [lang, t] of tally) {
    const pct = ((100 * t.correct) / t.total).toFixed(1);
    summary.push(`  ${set.name.padEnd(9)} ${lang}  ${pct.padStart(5)}% correct (${t.correct}/${t.total}), ${t.harmful} harmful`);
  }
}

console.log("\nAnswers containing every expected fact:");
for (const line of summary) console.log(line);
console.log(`Median latency per answer: ${median(latencies).toFixed(1)} ms (${latencies.length} answers)`);

await handle.close();
rmSync(dataDir, { recursive: true, force: true });
