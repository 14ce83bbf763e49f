// Checks blind-10's items against the site's stripped public pages; never asks Aya anything.
// Usage: npx tsx eval/blind-10/check.ts --pages /tmp/blind10/pages [--file eval/blind-10/set.json]
// The pages directory holds one .txt per public page: articles art_<lang>_<slug>.txt, others <lang>_<page>.txt
// (home is <lang>_home.txt), with headings written as "# ", "## "...
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Item, matches, validateItem } from "../independent/score.ts";

/** Items per category, in each language. */
const COUNTS: Record<string, number> = {
  "article-content": 55,
  services: 22,
  "follow-ups": 22,
  "mixed-language": 11,
  "abstain-prices": 6,
  "abstain-clients": 6,
  "abstain-dates": 6,
  "abstain-other": 4,
  "case-studies-team": 8,
  privacy: 4,
  cookies: 3,
  terms: 3,
  product: 6,
  "location-contact": 6,
  about: 4,
  technology: 4,
  tone: 4,
  typos: 3,
  "short-message": 3,
};
const PER_LANG = Object.values(COUNTS).reduce((a, b) => a + b, 0);

/** Which expectation kinds a category may hold; anything not listed expects an answer. */
function kindsFor(category: string): string[] {
  if (category.startsWith("abstain-")) return ["abstain"];
  if (category === "tone") return ["tone"];
  if (category === "follow-ups") return ["answer", "abstain"];
  return ["answer"];
}

interface Expectation {
  kind: string;
  allOf?: string[][];
  anyOf?: string[];
  noneOf?: string[];
  orSays?: string[];
  replyLang?: "en" | "fr";
  link?: string;
}

const { values } = parseArgs({
  options: { pages: { type: "string" }, file: { type: "string", default: "eval/blind-10/set.json" } },
});
if (!values.pages) throw new Error("--pages <dir of stripped pages> is required");
const dir = values.pages;
const pages = new Map<string, string>();
for (const name of readdirSync(dir).sort()) if (name.endsWith(".txt")) pages.set(name, readFileSync(join(dir, name), "utf8"));
if (pages.size === 0) throw new Error(`no .txt page in ${dir}`);
const items = JSON.parse(readFileSync(values.file, "utf8")) as Item[];

/** Article pages by language and slug; an English and a French article are twins when their pages link each other. */
interface Article {
  lang: "en" | "fr";
  slug: string;
  file: string;
  opening: string;
  body: string;
}
/** The article's paragraphs: long lines between its title ("# ") and the next heading of level 2 (related articles, footer). */
function splitArticle(text: string): { opening: string; body: string } {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith("# "));
  let end = lines.findIndex((l, i) => i > start && /^#{1,2} /.test(l));
  if (end === -1) end = lines.length;
  const paragraphs = lines.slice(start + 1, end).filter((l) => l.length > 100);
  return { opening: paragraphs[0] ?? "", body: paragraphs.slice(1).join("\n") };
}
const articles = new Map<string, Article>();
for (const [file, text] of pages) {
  const m = /^art_(en|fr)_(.+)\.txt$/.exec(file);
  if (!m) continue;
  const lang = m[1] as "en" | "fr";
  articles.set(`${lang}/${m[2]}`, { lang, slug: m[2] ?? "", file, ...splitArticle(text) });
}
/** Twins are paired by position in the sorted list of each language (same order on the site's sitemap) unless given. */
const TWINS: [string, string][] = [
  [
    "adaptive-learning-platforms-personalised-corporate-training-at-scale",
    "apprentissage-adaptatif-une-formation-en-entreprise-vraiment-personnalisee",
  ],
  [
    "computer-vision-for-quality-inspection-on-the-production-line",
    "vision-par-ordinateur-automatiser-le-controle-qualite-sur-la-ligne-de-production",
  ],
  [
    "demand-forecasting-in-retail-from-spreadsheets-to-predictive-analytics",
    "prevision-de-la-demande-en-distribution-des-tableurs-a-lanalyse-predictive",
  ],
  [
    "how-ai-helps-radiologists-prioritise-urgent-imaging-studies",
    "imagerie-medicale-lia-aide-les-radiologues-a-prioriser-les-examens-urgents",
  ],
  ["mlops-taking-models-from-proof-of-concept-to-production", "mlops-faire-passer-vos-modeles-de-la-preuve-de-concept-a-la-production"],
  [
    "retrieval-augmented-generation-putting-your-enterprise-knowledge-to-work",
    "la-generation-augmentee-par-recuperation-rag-au-service-du-savoir-de-lentreprise",
  ],
  ["taming-the-inbox-nlp-for-customer-service-email-triage", "dompter-la-boite-de-reception-trier-les-e-mails-clients-grace-au-tal"],
  ["the-eu-ai-act-and-gdpr-a-practical-guide-for-ai-projects", "reglement-europeen-sur-lia-et-rgpd-le-guide-pratique-pour-vos-projets"],
];
const problems: string[] = [];
for (const [en, fr] of TWINS)
  for (const key of [`en/${en}`, `fr/${fr}`]) if (!articles.has(key)) problems.push(`pages: article ${key} is missing`);

const textOf = (lang: "en" | "fr"): string =>
  [...pages]
    .filter(([n]) => n.startsWith(`${lang}_`) || n.startsWith(`art_${lang}_`))
    .map(([, t]) => t)
    .join("\n");
const site = { en: textOf("en"), fr: textOf("fr") };
const wholeSite = `${site.en}\n${site.fr}`;

const offSite = new Set<string>();
const ids = new Set<string>();
for (const item of items) {
  const bad = (why: string): void => void problems.push(`${item.id} [${item.category}/${item.lang}] ${why}`);
  try {
    validateItem(item);
  } catch (error) {
    bad(error instanceof Error ? error.message : String(error));
    continue;
  }
  if (ids.has(item.id)) bad("duplicate id");
  ids.add(item.id);
  if (!(item.category in COUNTS)) bad("unknown category");
  const e = item.expect as Expectation;
  const kinds = kindsFor(item.category);
  if (!kinds.includes(e.kind)) bad(`kind ${e.kind}, expected ${kinds.join("/")}`);
  if (e.kind === "answer" && !e.allOf) bad("answer items use allOf");
  const multi = item.category === "follow-ups";
  if (multi && (item.turns.length < 2 || item.turns.length > 3)) bad("a follow-up has 2 or 3 turns");
  if (!multi && item.turns.length !== 1) bad("only follow-ups have several turns");
  if (item.turns.some((t) => t.trim() === "")) bad("empty turn");
  if (item.category === "mixed-language" && e.replyLang !== item.lang) bad("mixed-language needs replyLang equal to lang");
  if (item.category !== "mixed-language" && e.replyLang !== undefined) bad("replyLang only on mixed-language items");
  if (item.category === "article-content" && !e.link) bad("article-content needs a link");
  if (item.category !== "article-content" && e.link) bad("link only on article-content items");
  if (item.category.startsWith("abstain-") && !e.noneOf?.length && item.category !== "abstain-other") bad("abstain needs noneOf");

  const visitor = item.turns.join("\n");
  for (const t of e.noneOf ?? []) {
    if (matches(wholeSite, t)) bad(`noneOf token is on the site: ${t}`);
    if (matches(visitor, t)) bad(`noneOf token is in the turns: ${t}`);
  }
  for (const t of e.orSays ?? []) {
    if (!matches(wholeSite, t)) bad(`orSays token is on no page: ${t}`);
    if (matches(visitor, t)) bad(`orSays token echoes the turns: ${t}`);
  }
  if (!e.allOf) continue;
  const langs: ("en" | "fr")[] = item.category === "mixed-language" ? [item.lang] : ["en", "fr"];
  for (const group of e.allOf) {
    for (const lang of langs)
      if (!group.some((t) => matches(site[lang], t))) bad(`no ${lang} wording on the site for group: ${group.join(" | ")}`);
    for (const t of group) {
      if (t !== t.toLowerCase()) bad(`token not lower case: ${t}`);
      if (t.normalize("NFD") !== t) bad(`token has accents: ${t}`);
      if (matches(visitor, t)) bad(`token echoes the turns: ${t}`);
      if (!matches(wholeSite, t)) offSite.add(t);
    }
  }
  // A token must not match (almost) any text: guards against a broken regular expression.
  for (const group of e.allOf) for (const t of group) if (matches("zzz", t) || matches(" ", t)) bad(`token matches anything: ${t}`);

  if (!e.link) continue;
  const m = /^\/(en|fr)\/insights\/([a-z0-9-]+)$/.exec(e.link);
  const linkLang = m?.[1] as "en" | "fr" | undefined;
  const self = m ? articles.get(`${m[1]}/${m[2]}`) : undefined;
  if (!m || !self) {
    bad(`link is not an article of the site: ${e.link}`);
    continue;
  }
  if (linkLang !== item.lang) bad(`link is not in the item's language: ${e.link}`);
  const pair = TWINS.find(([en, fr]) => en === self.slug || fr === self.slug);
  if (!pair) {
    bad(`article has no twin: ${e.link}`);
    continue;
  }
  const both = [articles.get(`en/${pair[0]}`), articles.get(`fr/${pair[1]}`)].filter((a): a is Article => a !== undefined);
  for (const group of e.allOf)
    if (!group.some((t) => both.some((a) => matches(a.body, t)))) bad(`group not in the article's body: ${group.join(" | ")}`);
  const holdsAll = (text: string): boolean => (e.allOf ?? []).every((g) => g.some((t) => matches(text, t)));
  if (both.some((a) => holdsAll(a.opening))) bad("the opening paragraph alone holds every group");
  const own = new Set(both.map((a) => a.file));
  for (const [name, text] of pages) if (!own.has(name) && holdsAll(text)) bad(`another page holds every group: ${name}`);
}

// Counts per category and language; English item n and French item n + 180 share category and kind.
const en = items.filter((i) => i.lang === "en");
const fr = items.filter((i) => i.lang === "fr");
if (items.length !== 2 * PER_LANG) problems.push(`${items.length} items, ${2 * PER_LANG} expected`);
for (const [lang, list] of [
  ["en", en],
  ["fr", fr],
] as const)
  for (const [category, want] of Object.entries(COUNTS)) {
    const got = list.filter((i) => i.category === category).length;
    if (got !== want) problems.push(`${lang} ${category}: ${got} items, ${want} expected`);
  }
items.forEach((item, i) => {
  const want = `b10-${String(i + 1).padStart(3, "0")}`;
  if (item.id !== want) problems.push(`item ${i + 1} has id ${item.id}, ${want} expected`);
  const lang = i < PER_LANG ? "en" : "fr";
  if (item.lang !== lang) problems.push(`${item.id}: lang ${item.lang}, ${lang} expected`);
});
for (let i = 0; i < PER_LANG; i++) {
  const a = items[i];
  const b = items[i + PER_LANG];
  if (!a || !b) continue;
  if (a.category !== b.category || a.expect.kind !== b.expect.kind) problems.push(`${a.id} / ${b.id}: category or kind differ`);
  if (a.turns.length !== b.turns.length) problems.push(`${a.id} / ${b.id}: number of turns differ`);
  const la = (a.expect as Expectation).link;
  const lb = (b.expect as Expectation).link;
  if (la || lb) {
    const slugA = la?.split("/")[3];
    const slugB = lb?.split("/")[3];
    if (!TWINS.some(([x, y]) => x === slugA && y === slugB)) problems.push(`${a.id} / ${b.id}: links are not twin articles`);
  }
}

const table = Object.keys(COUNTS).map((c) => {
  const n = (list: Item[]): number => list.filter((i) => i.category === c).length;
  return `  ${c.padEnd(20)} en ${String(n(en)).padStart(2)}  fr ${String(n(fr)).padStart(2)}`;
});
const kinds = (list: Item[]): string =>
  ["answer", "abstain", "tone"].map((k) => `${k} ${list.filter((i) => i.expect.kind === k).length}`).join(", ");
const perArticle = TWINS.map(([enSlug]) => {
  const n = en.filter((i) => (i.expect as Expectation).link === `/en/insights/${enSlug}`).length;
  return `${enSlug.split("-").slice(0, 3).join("-")} ${n}`;
});
console.log(`${items.length} items (en ${en.length}, fr ${fr.length})`);
console.log(table.join("\n"));
console.log(`kinds en: ${kinds(en)}; fr: ${kinds(fr)}`);
console.log(`article-content per article (en): ${perArticle.join(", ")}`);
console.log(`tokens on no page (paraphrase variants, for review): ${[...offSite].join(" | ") || "none"}`);
console.log(problems.length === 0 ? "no problem" : `${problems.length} problems:\n${problems.join("\n")}`);
process.exitCode = problems.length === 0 ? 0 : 1;
