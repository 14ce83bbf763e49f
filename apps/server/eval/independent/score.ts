// Scores Aya (POST /api/chat) on the independent evaluation set, as a visitor would see her.
// Usage: tsx eval/independent/score.ts --url http://127.0.0.1:3955 --set test|calibration [--json out.json]
//    or: tsx eval/independent/score.ts --url ... --file eval/blind-2/set.json (any set in the same format)
//    add --by-category for a category x language table.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/** Any one token, or the link, makes the answer right. */
interface AnswerAnyOf {
  kind: "answer";
  anyOf: string[];
  link?: string;
}
/**
 * Every group needs one of its tokens, none of `noneOf` may appear, and the reply must be in
 * `replyLang` when given. The link alone is not enough: these items grade what the answer says.
 */
interface AnswerAllOf {
  kind: "answer";
  allOf: string[][];
  noneOf?: string[];
  replyLang?: "en" | "fr";
  link?: string;
}
/**
 * Not on the site: right when Aya declines or only redirects, or says in the site's own words that
 * the fact is not given (`orSays`, e.g. "we do not publish a fixed price list"); never right when a
 * `noneOf` token (an invented amount or date) appears.
 */
interface Abstain {
  kind: "abstain";
  orSays?: string[];
  noneOf?: string[];
}
type Expect = AnswerAnyOf | AnswerAllOf | Abstain | { kind: "tone" };
export interface Item {
  id: string;
  lang: "en" | "fr";
  category: string;
  turns: string[];
  expect: Expect;
}
interface Result {
  id: string;
  /** An abstain item on prices, clients or dates that was answered: a fact the site does not give. */
  inventedFact: boolean;
  lang: string;
  category: string;
  kind: Expect["kind"];
  correct: boolean;
  why: string;
  turns: string[];
  reply: string;
  /** Guessed language of the reply; only tone items are scored on it. */
  replyLang: "en" | "fr";
}

/** Lower case, no accents, straight apostrophes: patterns and replies are compared in this form. */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** A fact token matches as a plain substring, or else as a regular expression. */
export function matches(reply: string, token: string): boolean {
  const text = normalise(reply);
  const pattern = normalise(token);
  if (text.includes(pattern)) return true;
  try {
    return new RegExp(pattern, "u").test(text);
  } catch {
    return false;
  }
}

// Declines and not-found replies, in both languages. Written from what Aya was seen to answer to
// out-of-scope questions on the site ("I couldn't find a reliable answer ... I'd rather not guess",
// "I can only help with questions about the company", "Je n'ai pas trouvé ... je préfère ne pas
// inventer"), plus the usual ways an assistant says it does not know.
const DECLINE = [
  /couldn'?t find|could not find|did not find|didn'?t find/,
  /rather not guess|not (able|going) to (guess|answer|help)|unable to (answer|help)/,
  /can only (help|answer)|only help with|outside (of )?(my|what i)|not something i can/,
  /i (don'?t|do not) (know|have (that|this|any) information)|no information (about|on)/,
  /i can'?t (help|answer|share|give|reveal)|i cannot (help|answer|share|give|reveal)/,
  /pas trouve|prefere ne pas (inventer|deviner)|ne (peux|pourrai) (pas|que)|ne peux [a-z ]{0,30}qu'|je ne sais pas/,
  /(uniquement|seulement) (aux|les|des|sur les) questions|pas d'information|ne dispose pas/,
  /hors de (mon|ce que)|je ne suis pas en mesure|je n'ai pas (cette|d'|de )/,
];
// Aya leads with her decline: looking only at the opening, with quotations removed, keeps a quoted
// article that says "I don't know" somewhere from passing for a decline.
const opening = (reply: string): string =>
  normalise(reply)
    .replace(/"[^"]*"|«[^»]*»|“[^”]*”/g, " ")
    .slice(0, 250)
    .trim();
export const isDecline = (reply: string): boolean => DECLINE.some((re) => re.test(opening(reply)));

// A reply that only hands the visitor over to a consultant or the contact page invents nothing either.
const REDIRECT = /^(would you like to (talk|speak)|vous souhaitez en parler|(please )?(contact|write to) (us|our team)|contactez[- ]nous)/;
export const isRedirect = (reply: string): boolean => REDIRECT.test(opening(reply));

// Tone replies (greeting, thanks, insult): short, in the visitor's language, acknowledging the
// visitor and offering help. Stems take their endings ("apologise", "frustrating"), and French
// adjectives their feminine form (Aya is "désolée").
const TONE_MAX_CHARS = 400;
const ACKNOWLEDGE =
  /\b(hello|hi|hey|good (morning|afternoon|evening)|welcome|pleasure|glad|thanks?|thank you|sorry|apolog\w*|understand|frustrat\w*|bonjour|bonsoir|salut|coucou|de rien|avec plaisir|je vous en prie|merci|desolee?|navree?|comprends|ravie?)\b/;
const OFFER_HELP = /help|assist|ask me|anything else|how can i|what can i|aider|puis-je|n'hesitez|autre chose|posez|demandez|renseigner/;
const FR_WORDS = new Set(
  "le la les des du de un une et est sont vous nous je tu pour avec sur dans pas que qui au aux ne votre vos notre nos ce cette".split(" "),
);
const EN_WORDS = new Set("the a an and is are you we i your our to of for with on in not that what how can do it this".split(" "));
/** Guesses a reply's language by counting French and English function words. */
export function languageOf(text: string): "en" | "fr" {
  let fr = 0;
  let en = 0;
  for (const word of normalise(text).split(/[^a-z']+/)) {
    for (const part of word.split("'")) {
      if (FR_WORDS.has(part)) fr++;
      if (EN_WORDS.has(part)) en++;
    }
  }
  return fr > en ? "fr" : "en";
}

export function score(item: Item, reply: string): { correct: boolean; why: string } {
  const { expect } = item;
  if (expect.kind === "abstain") {
    const invented = expect.noneOf?.find((token) => matches(reply, token));
    if (invented !== undefined) return { correct: false, why: `forbidden: ${invented}` };
    if (isRedirect(reply)) return { correct: true, why: "redirected" };
    if (isDecline(reply)) return { correct: true, why: "declined" };
    const said = expect.orSays?.find((token) => matches(reply, token));
    return said !== undefined
      ? { correct: true, why: `says it is not given: ${said}` }
      : { correct: false, why: "answered instead of declining" };
  }
  if (expect.kind === "tone") {
    if (isDecline(reply)) return { correct: false, why: "scope or not-found sentence" };
    if (reply.length > TONE_MAX_CHARS) return { correct: false, why: "too long" };
    if (languageOf(reply) !== item.lang) return { correct: false, why: "wrong language" };
    if (!ACKNOWLEDGE.test(normalise(reply))) return { correct: false, why: "no acknowledgement" };
    if (!OFFER_HELP.test(normalise(reply))) return { correct: false, why: "no offer of help" };
    return { correct: true, why: "ok" };
  }
  // A decline never counts as an answer, even when its list of services happens to hold a token.
  if (isDecline(reply)) return { correct: false, why: "declined" };
  if ("allOf" in expect) return scoreAllOf(expect, reply);
  if (expect.link && normalise(reply).includes(normalise(expect.link))) return { correct: true, why: "link" };
  const hit = expect.anyOf.find((token) => matches(reply, token));
  return hit ? { correct: true, why: `fact: ${hit}` } : { correct: false, why: "no expected fact" };
}

function scoreAllOf(expect: AnswerAllOf, reply: string): { correct: boolean; why: string } {
  const forbidden = expect.noneOf?.find((token) => matches(reply, token));
  if (forbidden !== undefined) return { correct: false, why: `forbidden: ${forbidden}` };
  if (expect.replyLang && languageOf(reply) !== expect.replyLang) return { correct: false, why: "wrong language" };
  const hits: string[] = [];
  for (const group of expect.allOf) {
    const hit = group.find((token) => matches(reply, token));
    if (hit === undefined) return { correct: false, why: `missing: ${group.join(" | ")}` };
    hits.push(hit);
  }
  return { correct: true, why: `facts: ${hits.join(", ")}` };
}

/** Abstain categories whose wrong answers are counted as invented facts. */
export const INVENTED_FACT_CATEGORIES = ["abstain-prices", "abstain-clients", "abstain-dates"];
export const isInventedFact = (item: Item, correct: boolean): boolean =>
  item.expect.kind === "abstain" && !correct && INVENTED_FACT_CATEGORIES.includes(item.category);

/** Rejects a malformed item before anything is asked, naming it. */
export function validateItem(item: Item): void {
  const e = item.expect as unknown as Record<string, unknown>;
  const fail = (why: string): never => {
    throw new Error(`item ${item.id ?? "(no id)"}: ${why}`);
  };
  if (typeof item.id !== "string" || !Array.isArray(item.turns) || item.turns.length === 0) fail("needs an id and turns");
  if (item.lang !== "en" && item.lang !== "fr") fail("lang must be en or fr");
  const list = (key: string): void => {
    const v = e[key];
    if (v !== undefined && (!Array.isArray(v) || v.some((t) => typeof t !== "string"))) fail(`${key} must be a list of tokens`);
  };
  if (e.kind === "tone") return;
  if (e.kind === "abstain") {
    list("orSays");
    list("noneOf");
    return;
  }
  if (e.kind !== "answer") fail(`unknown expect kind ${String(e.kind)}`);
  if ("anyOf" in e === "allOf" in e) fail("an answer has either anyOf or allOf");
  if ("anyOf" in e) {
    if (!Array.isArray(e.anyOf) || e.anyOf.length === 0) fail("anyOf must list tokens");
    if ("noneOf" in e || "replyLang" in e) fail("noneOf and replyLang go with allOf");
    return;
  }
  const groups = e.allOf;
  if (!Array.isArray(groups) || groups.length === 0 || groups.some((g) => !Array.isArray(g) || g.length === 0))
    fail("allOf must be a non-empty list of non-empty token groups");
  list("noneOf");
  if (e.replyLang !== undefined && e.replyLang !== "en" && e.replyLang !== "fr") fail("replyLang must be en or fr");
}

async function ask(url: string, sessionId: string, message: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId, message }),
    });
    // Rate limiting (429) and load shedding (503) are not Aya's answer: wait as told and ask again.
    if ((res.status === 429 || res.status === 503) && attempt < 12) {
      const wait = Number(res.headers.get("retry-after") ?? "5");
      await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(wait) ? wait : 5) * 1000));
      continue;
    }
    if (!res.ok) return `[HTTP ${res.status}] ${await res.text()}`;
    const body = (await res.json()) as { response?: unknown };
    return typeof body.response === "string" ? body.response : `[no response field] ${JSON.stringify(body)}`;
  }
}

async function run(url: string, items: Item[]): Promise<Result[]> {
  const results: Result[] = [];
  const stamp = Date.now();
  for (const item of items) {
    const sessionId = `session_${stamp}${item.id.padStart(9, "0").slice(-9)}`;
    let reply = "";
    for (const turn of item.turns) reply = await ask(url, sessionId, turn);
    const { correct, why } = score(item, reply);
    results.push({
      ...item,
      kind: item.expect.kind,
      correct,
      why,
      reply,
      replyLang: languageOf(reply),
      inventedFact: isInventedFact(item, correct),
    });
  }
  return results;
}

function table(title: string, results: Result[], key: (r: Result) => string): string {
  const groups = new Map<string, { ok: number; all: number }>();
  for (const r of results) {
    const g = groups.get(key(r)) ?? { ok: 0, all: 0 };
    g.all++;
    if (r.correct) g.ok++;
    groups.set(key(r), g);
  }
  const rows = [...groups].map(([name, g]) => `  ${name.padEnd(26)} ${cell(g.ok, g.all)}`);
  return [`${title}:`, ...rows].join("\n");
}

const cell = (ok: number, all: number): string =>
  all === 0 ? "–".padStart(13) : `${`${ok}/${all}`.padStart(7)}  ${((100 * ok) / all).toFixed(0).padStart(3)}%`;

/** One row per category, with the English, French and overall share right. */
function categoryByLanguage(results: Result[]): string {
  const categories = [...new Set(results.map((r) => r.category))].sort();
  const count = (rs: Result[]): string => cell(rs.filter((r) => r.correct).length, rs.length);
  const rows = categories.map((c) => {
    const rs = results.filter((r) => r.category === c);
    return `  ${c.padEnd(26)} ${count(rs.filter((r) => r.lang === "en"))} ${count(rs.filter((r) => r.lang === "fr"))} ${count(rs)}`;
  });
  return [`By category:\n  ${"".padEnd(26)} ${"en".padStart(13)} ${"fr".padStart(13)} ${"all".padStart(13)}`, ...rows].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://127.0.0.1:3955" },
      set: { type: "string", default: "test" },
      file: { type: "string" },
      json: { type: "string" },
      verbose: { type: "boolean", default: false },
      "by-category": { type: "boolean", default: false },
    },
  });
  if (values.set !== "test" && values.set !== "calibration") throw new Error("--set must be test or calibration");
  const here = dirname(fileURLToPath(import.meta.url));
  // --file scores a set kept elsewhere (another evaluator's), relative to the working directory.
  const setFile = values.file ? resolve(values.file) : join(here, `${values.set}.json`);
  const items = JSON.parse(readFileSync(setFile, "utf8")) as Item[];
  for (const item of items) validateItem(item);
  const results = await run(values.url.replace(/\/$/, ""), items);
  const ok = results.filter((r) => r.correct).length;
  console.log(`Aya on ${values.file ? setFile : `the independent ${values.set} set`} (${values.url})`);
  console.log(table("Per category", results, (r) => r.category));
  console.log(table("Per language", results, (r) => r.lang));
  console.log(table("Per expected kind", results, (r) => r.kind));
  if (values["by-category"]) console.log(categoryByLanguage(results));
  const guarded = results.filter((r) => r.kind === "abstain" && INVENTED_FACT_CATEGORIES.includes(r.category));
  if (guarded.length > 0)
    console.log(
      `Invented facts (${INVENTED_FACT_CATEGORIES.join(", ")} answered): ${guarded.filter((r) => r.inventedFact).length}/${guarded.length}`,
    );
  console.log(`Overall: ${ok}/${results.length} = ${((100 * ok) / results.length).toFixed(1)}%`);
  if (values.verbose) {
    for (const r of results.filter((x) => !x.correct)) {
      console.log(`\n✗ ${r.id} [${r.category}] ${r.why}\n  > ${r.turns.join("\n  > ")}\n  < ${r.reply.replace(/\n/g, " ")}`);
    }
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

// Run as a script only: eval/calibrate.ts imports the scoring.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
