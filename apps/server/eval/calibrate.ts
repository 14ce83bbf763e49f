// Chooses Aya's understanding threshold on the independent calibration set: plays every item against
// the built-in engine over the seeded site (in-memory PGlite) for each classifier variant and each
// threshold, and prints the precision and recall of "answered correctly vs abstained" with the
// overall score; the best threshold per variant is marked. With --url, times the calibration set
// on a running server instead (median answer latency over HTTP).
// `pnpm --filter @lumiere/server exec tsx eval/calibrate.ts [--variant centroid,nearest,softmax] [--url http://127.0.0.1:3955]`
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrate, openDb } from "@lumiere/db";
import { seed } from "@lumiere/db/seed";
import Fastify from "fastify";
import { createContentCache } from "../src/cache/content-cache";
import { createChatEngine } from "../src/domain/chat/index";
import { loadKnowledge } from "../src/domain/chat/knowledge";
import { classify, train, type Variant } from "../src/domain/chat/understanding/classifier";
import { loadCorpus } from "../src/domain/chat/understanding/corpus";
import { articleTitles, trainingExamples } from "../src/domain/chat/understanding/model";
import { normaliseMessage } from "../src/domain/chat/understanding/normalise";
import { isDecline, isRedirect, type Item, score } from "./independent/score";
import { median } from "./score";

const { values } = parseArgs({
  options: {
    variant: { type: "string", default: "centroid,nearest,softmax" },
    url: { type: "string" },
    /** Only these thresholds (comma-separated), and print each miss. */
    thresholds: { type: "string" },
  },
});
const items = JSON.parse(readFileSync(new URL("./independent/calibration.json", import.meta.url), "utf8")) as Item[];

if (values.url) {
  // Latency on a real server: each scored turn timed over HTTP (a 429 is waited out, not timed).
  const times: number[] = [];
  const stamp = Date.now();
  for (const item of items) {
    const sessionId = `session_${stamp}${item.id.padStart(9, "0").slice(-9)}`;
    for (const message of item.turns) {
      for (;;) {
        const started = performance.now();
        const res = await fetch(`${values.url}/api/chat`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sessionId, message }),
        });
        await res.text();
        if (res.status === 429 || res.status === 503) {
          await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get("retry-after") ?? "5")));
          continue;
        }
        times.push(performance.now() - started);
        break;
      }
    }
  }
  console.log(`Median answer latency on ${values.url}: ${median(times).toFixed(1)} ms over ${times.length} answers`);
  process.exit(0);
}

const handle = await openDb({});
await migrate(handle);
await seed(handle.db);
const config = (await import("../src/env")).loadConfig({
  NODE_ENV: "test",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "aya-cal-")),
  LOG_LEVEL: "warn",
});
const log = Fastify({ logger: { level: "warn" } }).log;
const cache = createContentCache();

// Training and classification times, on what the server trains from.
const examples = trainingExamples(loadCorpus(), await loadKnowledge(handle.db), await articleTitles({ db: handle.db, cache }));
const variants = values.variant.split(",") as Variant[];
for (const variant of variants) {
  const t0 = performance.now();
  const model = train(examples, variant);
  const t1 = performance.now();
  for (const item of items) classify(model, normaliseMessage(item.turns.at(-1) ?? "").folded);
  const t2 = performance.now();
  console.log(
    `${variant}: trained on ${examples.length} phrasings, ${model.intents.length} intents, in ${(t1 - t0).toFixed(0)} ms; ` +
      `${((t2 - t1) / items.length).toFixed(2)} ms per message`,
  );
}

const THRESHOLDS: Record<Variant, number[]> = {
  centroid: [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6],
  nearest: [0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6],
  softmax: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9],
};
let session = 0;
for (const variant of variants) {
  console.log(`\n${variant}`);
  console.log("threshold  precision  recall  abstain-ok  tone-ok   en     fr     overall");
  const rows: { t: number; overall: number; precision: number; line: string }[] = [];
  const only = values.thresholds?.split(",").map(Number);
  for (const t of only ?? THRESHOLDS[variant]) {
    const engine = createChatEngine({
      db: handle.db,
      cache,
      config,
      log,
      ai: null,
      understanding: { threshold: t, variant },
    });
    let answered = 0;
    let right = 0;
    let expected = 0;
    let abstainOk = 0;
    let abstainAll = 0;
    let toneOk = 0;
    let toneAll = 0;
    const byLang = { en: { ok: 0, all: 0 }, fr: { ok: 0, all: 0 } };
    for (const item of items) {
      const sessionId = `session_cal${(session++).toString().padStart(8, "0")}`;
      let reply = "";
      for (const message of item.turns) reply = (await engine.reply({ sessionId, message, lang: "en" })).response; // as the scorer: no page language
      const { correct, why } = score(item, reply);
      if (only && !correct) console.log(`✗ ${item.id} ${why}: ${item.turns.join(" → ")}\n  < ${reply.replace(/\n+/g, " ").slice(0, 160)}`);
      const gave = !isDecline(reply) && !isRedirect(reply);
      const lang = byLang[item.lang];
      lang.all++;
      if (correct) lang.ok++;
      if (item.expect.kind === "answer") {
        expected++;
        if (gave) answered++;
        if (correct) right++;
      } else if (item.expect.kind === "abstain") {
        abstainAll++;
        if (gave) answered++;
        if (correct) abstainOk++;
      } else {
        toneAll++;
        if (correct) toneOk++;
      }
    }
    const precision = answered ? right / answered : 1;
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)}%`.padStart(5);
    const overall = byLang.en.ok + byLang.fr.ok;
    rows.push({
      t,
      overall,
      precision,
      line:
        `${t.toFixed(2).padStart(9)}  ${pct(right, answered)}      ${pct(right, expected)}   ${`${abstainOk}/${abstainAll}`.padStart(6)}` +
        `     ${`${toneOk}/${toneAll}`.padStart(5)}   ${pct(byLang.en.ok, byLang.en.all)}  ${pct(byLang.fr.ok, byLang.fr.all)}  ${overall}/${items.length}`,
    });
  }
  const best = rows.reduce((a, b) => (b.overall > a.overall || (b.overall === a.overall && b.precision >= a.precision) ? b : a));
  for (const r of rows) console.log(`${r.line}${r === best ? "   <- chosen" : ""}`);
}
process.exit(0);
