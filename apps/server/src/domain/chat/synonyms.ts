// Words visitors use for what the site says otherwise, kept as data (data/aya-synonyms.json): groups
// of equivalent terms in both languages, and problems a visitor may describe with the topic that
// answers them. Every term is stemmed by Postgres as the site's text is, once per language (kept in
// the content cache), so a question's lexemes are widened in memory, with no query of their own.
import { foldAccents, rowsOf, sql } from "@lumiere/db";
import data from "../../../data/aya-synonyms.json";
import type { ContentDeps } from "../deps";
import { STOP_WORDS } from "./lexicon";

interface SynonymData {
  groups: string[][];
  problems: { when: string[]; topic: string[] }[];
}

/** Any term of `when` (its lexemes, all required) brings the lexemes of `add` into the search. */
interface Rule {
  when: string[][];
  add: string[];
}

/** What one rule added to a question: which of its lexemes it stands for, and the lexemes added. */
export interface Expansion {
  of: string[];
  lexemes: string[];
}

/** Lexemes added per question at most: the search costs the same whatever the data holds. */
const MAX_ADDED = 12;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s.trim() !== "") : []);

/** The data file's rules, problems first (the more specific); anything malformed is left out. */
function rulesOf(raw: unknown): { when: string[]; add: string[] }[] {
  const d = (raw ?? {}) as Partial<SynonymData>;
  const problems = (Array.isArray(d.problems) ? d.problems : []).map((p) => ({ when: strings(p?.when), add: strings(p?.topic) }));
  const groups = (Array.isArray(d.groups) ? d.groups : []).map((g) => ({ when: strings(g), add: strings(g) }));
  return [...problems, ...groups].filter((r) => r.when.length > 0 && r.add.length > 0);
}

/** The rules with each term as lexemes of `tsConfig`, accents folded as in the search columns. */
export function synonymRules(deps: ContentDeps, lang: string, tsConfig: string): Promise<Rule[]> {
  return deps.cache.get(`aya:synonyms:${lang}`, async () => {
    const rules = rulesOf(data);
    const terms = [...new Set(rules.flatMap((r) => [...r.when, ...r.add]))];
    const rows = rowsOf<{ i: number | string; lexemes: string | null }>(
      await deps.db.execute(sql`
        select t.i, array_to_string(tsvector_to_array(to_tsvector(${tsConfig}::regconfig, ${foldAccents(sql`t.term`)})), ' ') as lexemes
        from json_array_elements_text(${JSON.stringify(terms)}::json) with ordinality as t(term, i)`),
    );
    const lexemesOf = new Map<string, string[]>();
    // A term of the other language keeps its little words ("de", "la" under the English stemmer).
    const meaningful = (l: string) => l.length > 2 && !STOP_WORDS.has(l);
    for (const r of rows) lexemesOf.set(terms[Number(r.i) - 1] ?? "", r.lexemes ? r.lexemes.split(" ").filter(meaningful) : []);
    const of = (term: string) => lexemesOf.get(term) ?? [];
    return rules.map((r) => ({ when: r.when.map(of).filter((l) => l.length > 0), add: [...new Set(r.add.flatMap(of))] }));
  });
}

/** Every lexeme the rules could add to a question's `lexemes`, before any is known to the site. */
export function lexemesRulesMayAdd(rules: Rule[], lexemes: Set<string>): string[] {
  const out = new Set<string>();
  for (const rule of rules) if (rule.when.some((term) => term.every((l) => lexemes.has(l)))) for (const l of rule.add) out.add(l);
  return [...out];
}

/**
 * The lexemes the rules add to a question's `lexemes`: only words the site uses (`known`), none the
 * question already has, MAX_ADDED in all.
 */
export function expandLexemes(rules: Rule[], lexemes: Set<string>, known: (lexeme: string) => boolean): Expansion[] {
  const out: Expansion[] = [];
  const added = new Set<string>();
  for (const rule of rules) {
    if (added.size >= MAX_ADDED) break;
    const hits = rule.when.filter((term) => term.every((l) => lexemes.has(l)));
    if (hits.length === 0) continue;
    const add = rule.add.filter((l) => !lexemes.has(l) && !added.has(l) && known(l)).slice(0, MAX_ADDED - added.size);
    if (add.length === 0) continue;
    for (const l of add) added.add(l);
    out.push({ of: [...new Set(hits.flat())], lexemes: add });
  }
  return out;
}
