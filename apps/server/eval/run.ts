// Aya evaluation: asks every question of eval/aya-questions.json to the built-in engine over the seeded
// site (in-memory PGlite) and reports the share of answers that link the expected page.
// A report, not a test: it always exits 0. `pnpm eval:aya [--verbose]`
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, migrate } from "@lumiere/db";
import { seed } from "@lumiere/db/seed";
import type { Lang } from "@lumiere/i18n";
import Fastify from "fastify";
import { createChatEngine } from "../src/domain/chat/index";
import { loadConfig } from "../src/env";

interface Question {
  lang: Lang;
  question: string;
  expect: string;
}

const verbose = process.argv.includes("--verbose") || process.argv.includes("-v");
const file = fileURLToPath(new URL("./aya-questions.json", import.meta.url));
const { questions } = JSON.parse(readFileSync(file, "utf8")) as { questions: Question[] };

const dataDir = mkdtempSync(path.join(tmpdir(), "aya-eval-"));
// Built-in engine only: no OpenAI key, whatever the shell has.
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const handle = createDb({});
await migrate(handle);
await seed(handle.db);
const log = Fastify({ logger: { level: "warn" } }).log;
const engine = createChatEngine({ db: handle.db, config, log });

const linksOf = (answer: string) => [...answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

const tally = new Map<string, { total: number; linked: number; first: number }>();
const count = (key: string, linked: boolean, first: boolean) => {
  const t = tally.get(key) ?? { total: 0, linked: 0, first: 0 };
  t.total++;
  if (linked) t.linked++;
  if (first) t.first++;
  tally.set(key, t);
};

let n = 0;
for (const q of questions) {
  n++;
  let response: string;
  try {
    ({ response } = await engine.reply({ sessionId: `session_eval${n}`, message: q.question, lang: q.lang }));
  } catch (err) {
    response = `(error: ${err instanceof Error ? err.message : String(err)})`;
  }
  const links = linksOf(response);
  const linked = links.includes(q.expect);
  const first = links[0] === q.expect;
  count(q.lang, linked, first);
  count("overall", linked, first);
  console.log(`${linked ? "PASS" : "FAIL"} [${q.lang}] ${q.question}`);
  if (!linked || verbose) {
    console.log(`     expected ${q.expect}; linked ${links.join(", ") || "nothing"}`);
    console.log(`     ${response.replace(/\n+/g, "\n     ")}`);
  }
}

const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);
console.log("\nShare of answers linking the expected page (first link in brackets):");
for (const key of ["en", "fr", "overall"]) {
  const t = tally.get(key);
  if (!t) continue;
  console.log(`  ${key.padEnd(8)} ${pct(t.linked, t.total).padStart(6)}  (${t.linked}/${t.total}; first link ${pct(t.first, t.total)})`);
}

await handle.close();
rmSync(dataDir, { recursive: true, force: true });
