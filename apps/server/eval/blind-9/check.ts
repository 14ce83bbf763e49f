// Checks blind-9's items against the site's own pages before anyone scores Aya with them (never asks Aya).
// Usage: tsx eval/blind-9/check.ts --pages <dir of stripped pages> [--file eval/blind-9/set.json]
// The pages directory holds one .txt per public page: articles art_<lang>_<slug>.txt, others <lang>_<page>.txt.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Item, matches, validateItem } from "../independent/score.ts";

/** Items per category in each language, as the README's table gives them. */
const EXPECTED_COUNTS: Record<string, number> = {
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
/** The kind of expectation each category may hold (follow-ups end on an answer or, for missing facts, an abstain). */
const KINDS: Record<string, string[]> = {
  "abstain-prices": ["abstain"],
  "abstain-clients": ["abstain"],
  "abstain-dates": ["abstain"],
  "abstain-other": ["abstain"],
  tone: ["tone"],
  "follow-ups": ["answer", "abstain"],
};
/** Same article in English and French: a reply may quote either wording. */
const TWIN_ARTICLES: [string, string][] = [
  ["the-eu-ai-act-and-gdpr-a-practical-guide-for-ai-projects", "reglement-europeen-sur-lia-et-rgpd-le-guide-pratique-pour-vos-projets"],
  ["mlops-taking-models-from-proof-of-concept-to-production", "mlops-faire-passer-vos-modeles-de-la-preuve-de-concept-a-la-production"],
  [
    "how-ai-helps-radiologists-prioritise-urgent-imaging-studies",
    "imagerie-medicale-lia-aide-les-radiologues-a-prioriser-les-examens-urgents",
  ],
  ["taming-the-inbox-nlp-for-customer-service-email-triage", "dompter-la-boite-de-reception-trier-les-e-mails-clients-grace-au-tal"],
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
    "retrieval-augmented-generation-putting-your-enterprise-knowledge-to-work",
    "la-generation-augmentee-par-recuperation-rag-au-service-du-savoir-de-lentreprise",
  ],
];

interface Expectation {
  kind: string;
  allOf?: string[][];
  noneOf?: string[];
  orSays?: string[];
  replyLang?: string;
  link?: string;
}
/** An article split into its opening paragraph and the rest of its body (related articles left out). */
interface ArticleText {
  opening: string;
  body: string;
}

const { values } = parseArgs({ options: { pages: { type: "string" }, file: { type: "string", default: "eval/blind-9/set.json" } } });
if (!values.pages) throw new Error("--pages <dir> is required");
const pagesDir = values.pages;
const items = JSON.parse(readFileSync(values.file, "utf8")) as Item[];
const pages = new Map<string, string>(
  readdirSync(pagesDir)
    .filter((name) => name.endsWith(".txt"))
    .map((name) => [name, readFileSync(join(pagesDir, name), "utf8")]),
);

/** Long lines after the article's title, up to the next section heading: the article's paragraphs. */
function articleText(page: string): ArticleText {
  const lines = page.split("\n");
  const title = lines.findIndex((line) => line.startsWith("# "));
  const next = lines.findIndex((line, i) => i > title && line.startsWith("## "));
  const paragraphs = lines.slice(title + 1, next === -1 ? undefined : next).filter((line) => line.length > 120);
  return { opening: paragraphs[0] ?? "", body: paragraphs.slice(1).join("\n") };
}
function article(lang: string, slug: string): ArticleText | undefined {
  const page = pages.get(`art_${lang}_${slug}.txt`);
  return page === undefined ? undefined : articleText(page);
}
const pagesIn = (lang: string): string =>
  [...pages]
    .filter(([name]) => name.startsWith(`${lang}_`) || name.startsWith(`art_${lang}_`))
    .map(([, text]) => text)
    .join("\n");
const wholeSite = [...pages.values()].join("\n");
const siteByLang: Record<string, string> = { en: pagesIn("en"), fr: pagesIn("fr") };

const problems: string[] = [];
/** Tokens found on no page: paraphrase variants a correct reply may use, listed for a human to review. */
const variants = new Set<string>();
const seenIds = new Set<string>();

for (const item of items) {
  const problem = (why: string): void => void problems.push(`${item.id} [${item.category}/${item.lang}] ${why}`);
  try {
    validateItem(item);
  } catch (error) {
    problem(error instanceof Error ? error.message : String(error));
    continue;
  }
  if (seenIds.has(item.id)) problem("duplicate id");
  seenIds.add(item.id);
  if (!(item.category in EXPECTED_COUNTS)) problem("unknown category");
  const expect = item.expect as Expectation;
  const allowed = KINDS[item.category] ?? ["answer"];
  if (!allowed.includes(expect.kind)) problem(`kind ${expect.kind} where ${allowed.join(" or ")} is expected`);
  if (item.category === "follow-ups" && item.turns.length < 2) problem("a follow-up needs at least two turns");
  if (item.category !== "follow-ups" && item.turns.length !== 1) problem("only follow-ups have several turns");
  if (item.category === "mixed-language" && expect.replyLang !== item.lang) problem("mixed-language needs replyLang = lang");
  if (item.category === "article-content" && !expect.link) problem("article-content needs the article's link");

  const visitor = item.turns.join("\n");
  for (const token of expect.noneOf ?? []) {
    if (matches(wholeSite, token)) problem(`noneOf token is on the site: ${token}`);
    if (matches(visitor, token)) problem(`noneOf token is in the visitor's words: ${token}`);
  }
  for (const token of expect.orSays ?? []) if (!matches(wholeSite, token)) problem(`orSays token is on no page: ${token}`);
  if (!expect.allOf) continue;

  // Each group must be answerable in the English and the French wording (mixed-language: the reply's language only).
  const languages = item.category === "mixed-language" ? [item.lang] : ["en", "fr"];
  for (const group of expect.allOf) {
    for (const lang of languages)
      if (!group.some((token) => matches(siteByLang[lang] ?? "", token)))
        problem(`no ${lang} wording on the site for: ${group.join(" | ")}`);
    for (const token of group) {
      if (matches(visitor, token)) problem(`token echoes the visitor: ${token}`);
      if (!matches(wholeSite, token)) variants.add(token);
    }
  }

  if (!expect.link) continue;
  const [, lang = "", section, slug = ""] = expect.link.split("/");
  const twin = TWIN_ARTICLES.find((pair) => pair.includes(slug));
  const self = article(lang, slug);
  if (section !== "insights" || !self || !twin) {
    problem(`link is not an article of the site: ${expect.link}`);
    continue;
  }
  if (twin[lang === "en" ? 0 : 1] !== slug) problem(`link's language does not match its slug: ${expect.link}`);
  const both = [article("en", twin[0]), article("fr", twin[1])].filter((a): a is ArticleText => a !== undefined);
  for (const group of expect.allOf)
    if (!group.some((token) => both.some((a) => matches(a.body, token))))
      problem(`group is not in the article's body: ${group.join(" | ")}`);
  // Neither the opening paragraph (the summary any retrieval finds first) nor any other page may hold every group.
  const holdsAll = (text: string): boolean => (expect.allOf ?? []).every((group) => group.some((token) => matches(text, token)));
  if (both.some((a) => holdsAll(a.opening))) problem("the article's opening alone holds every group");
  const ownPages = new Set([`art_en_${twin[0]}.txt`, `art_fr_${twin[1]}.txt`]);
  for (const [name, text] of pages) if (!ownPages.has(name) && holdsAll(text)) problem(`another page holds every group: ${name}`);
}

// Counts, and English and French item n / n + 180 asking the same thing in the same category.
const byLang = (lang: string): Item[] => items.filter((item) => item.lang === lang);
for (const lang of ["en", "fr"]) {
  for (const [category, want] of Object.entries(EXPECTED_COUNTS)) {
    const got = byLang(lang).filter((item) => item.category === category).length;
    if (got !== want) problems.push(`${lang} ${category}: ${got} items, ${want} expected`);
  }
}
const english = byLang("en");
const french = byLang("fr");
english.forEach((item, i) => {
  const pair = french[i];
  if (!pair || pair.category !== item.category || pair.expect.kind !== item.expect.kind)
    problems.push(`${item.id} and its French pair differ in category or kind`);
});

const summary = (lang: string): string =>
  Object.keys(EXPECTED_COUNTS)
    .map((category) => `${category} ${byLang(lang).filter((item) => item.category === category).length}`)
    .join(", ");
console.log(`${items.length} items (en ${english.length}, fr ${french.length})`);
console.log(`en: ${summary("en")}\nfr: ${summary("fr")}`);
const kinds = (lang: string): string =>
  ["answer", "abstain", "tone"].map((kind) => `${kind} ${byLang(lang).filter((item) => item.expect.kind === kind).length}`).join(", ");
console.log(`kinds en: ${kinds("en")}; fr: ${kinds("fr")}`);
console.log(`tokens on no page (paraphrase variants, for review): ${[...variants].join(" | ") || "none"}`);
console.log(problems.length === 0 ? "no problem" : `${problems.length} problems:\n${problems.join("\n")}`);
process.exitCode = problems.length === 0 ? 0 : 1;
