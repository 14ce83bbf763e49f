// Checks blind-8's items against the site's pages before they are used (never against Aya).
// Usage: tsx eval/blind-8/check.ts --pages <dir of stripped pages> [--file eval/blind-8/set.json]
// The pages directory holds one .txt per page: articles art_<lang>_<slug>.txt, others <lang>_<page>.txt.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Item, matches, validateItem } from "../independent/score.ts";

const { values } = parseArgs({ options: { pages: { type: "string" }, file: { type: "string", default: "eval/blind-8/set.json" } } });
if (!values.pages) throw new Error("--pages is required");
const dir = values.pages;
const items = JSON.parse(readFileSync(values.file, "utf8")) as Item[];
/** English and French addresses of each article (the stripped pages keep no hreflang links). */
const ARTICLE_PAIRS: string[][] = [
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
const pages = new Map<string, string>();
for (const f of readdirSync(dir).filter((f) => f.endsWith(".txt"))) pages.set(f, readFileSync(join(dir, f), "utf8"));

/** An article's body: its paragraphs after the opening one, up to the related articles. */
function body(text: string): { opening: string; rest: string } {
  const lines = text.split("\n");
  const start = lines.lastIndexOf(lines.filter((l) => l.startsWith("# ")).at(-1) ?? "");
  const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
  const paras = lines.slice(start + 1, end).filter((l) => l.length > 120);
  return { opening: paras[0] ?? "", rest: paras.slice(1).join("\n") };
}
const site = [...pages.values()].join("\n");
const siteIn = (lang: string): string =>
  [...pages]
    .filter(([f]) => f.startsWith(`${lang}_`) || f.startsWith(`art_${lang}_`))
    .map(([, t]) => t)
    .join("\n");
const siteEn = siteIn("en");
const siteFr = siteIn("fr");
const problems: string[] = [];
const ids = new Set<string>();
/** Tokens that are variants (paraphrases, regexes) not written on any page: listed for review. */
const offSite = new Set<string>();
for (const item of items) {
  const say = (why: string): void => void problems.push(`${item.id} [${item.category}/${item.lang}] ${why}`);
  try {
    validateItem(item);
  } catch (error) {
    say(String(error));
  }
  if (ids.has(item.id)) say("duplicate id");
  ids.add(item.id);
  const turns = item.turns.join("\n");
  const e = item.expect as { kind: string; allOf?: string[][]; noneOf?: string[]; orSays?: string[]; link?: string };
  for (const t of e.noneOf ?? []) {
    if (matches(site, t)) say(`noneOf matches the site: ${t}`);
    if (matches(turns, t)) say(`noneOf matches the turns: ${t}`);
  }
  for (const t of e.orSays ?? []) if (!matches(site, t)) say(`orSays not on the site: ${t}`);
  if (!e.allOf) continue;
  let art: { opening: string; rest: string }[] = [];
  if (e.link) {
    const [, lang, , slug] = e.link.split("/");
    const self = pages.get(`art_${lang}_${slug}.txt`);
    if (!self) say(`link is not an article: ${e.link}`);
    else {
      // The same article in the other language counts too: a reply may use either wording.
      art = [body(self)];
      const pair = ARTICLE_PAIRS.find((p) => p.includes(slug ?? ""));
      const twin = pair && pages.get(`art_${lang === "en" ? "fr" : "en"}_${pair[lang === "en" ? 1 : 0]}.txt`);
      if (twin) art.push(body(twin));
      else say(`no twin article for ${e.link}`);
    }
  }
  for (const group of e.allOf) {
    if (!group.some((t) => matches(site, t))) say(`no token of the group is on the site: ${group.join(" | ")}`);
    // Both wordings, so that a reply in either language can pass (mixed-language items grade one language).
    const langs = item.category === "mixed-language" ? [item.lang === "en" ? siteEn : siteFr] : [siteEn, siteFr];
    for (const text of langs)
      if (!group.some((t) => matches(text, t)))
        say(`group lacks the ${text === siteEn ? "English" : "French"} wording: ${group.join(" | ")}`);
    for (const t of group) {
      if (matches(turns, t)) say(`token echoes the visitor: ${t}`);
      if (item.category === "article-content" && !matches(site, t)) say(`article token on no page: ${t}`);
    }
    if (art.length > 0) {
      if (!group.some((t) => art.some((a) => matches(a.rest, t)))) say(`group not in the article's body: ${group.join(" | ")}`);
    }
  }
  // An answer built from the article's opening, or from any other page, must not pass.
  const groups = e.allOf;
  if (art.length > 0) {
    if (art.some((a) => groups.every((g) => g.some((t) => matches(a.opening, t))))) say("the article's opening alone holds every group");
    for (const [f, text] of pages)
      if (!art.some((a) => text.includes(a.rest.slice(0, 200))) && groups.every((g) => g.some((t) => matches(text, t))))
        say(`another page holds every group: ${f}`);
  }
  for (const group of groups) for (const t of group) if (!matches(site, t)) offSite.add(t);
}
const count = (lang: string): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const i of items) if (i.lang === lang) counts[i.category] = (counts[i.category] ?? 0) + 1;
  return counts;
};
console.log(`${items.length} items; en ${JSON.stringify(count("en"))}; fr ${JSON.stringify(count("fr"))}`);
console.log(`tokens on no page (variants, for review): ${[...offSite].join(" | ")}`);
console.log(problems.length === 0 ? "no problem" : problems.join("\n"));
process.exitCode = problems.length === 0 ? 0 : 1;
