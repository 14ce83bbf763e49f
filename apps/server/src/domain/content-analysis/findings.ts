// The analysis as a list of findings: an id the admin turns into a sentence and a one-line fix in
// its language, how it stands, and the numbers the sentence quotes.
import { slugify } from "@lumiere/db";
import { type Lang, otherLang } from "@lumiere/i18n";
import type { TranslationState } from "@lumiere/validation";
import { LONG_SENTENCE, type Readability } from "./readability";
import { isInternal, type Structure } from "./structure";

export type FindingStatus = "good" | "improve" | "problem";
export type FindingGroup = "seo" | "readability" | "translation";

export interface Finding {
  id: string;
  group: FindingGroup;
  status: FindingStatus;
  values?: Record<string, number | string>;
}

/** What search engines show best: titles of 30 to 60 characters, descriptions of 120 to 160. */
export const TITLE_RANGE = [30, 60] as const;
export const DESCRIPTION_RANGE = [120, 160] as const;
/** Below this, a text rarely ranks; above it, subheadings help readers scan. */
export const MIN_WORDS = 300;

/** Lower case without accents, for matching a keyword whatever its spelling's accents. */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

export interface SeoInput {
  title: string;
  description: string;
  /** The article's slug (pages have fixed addresses). */
  slug: string | null;
  keyword: string;
  structure: Structure;
  words: number;
}

function lengthFinding(id: "title" | "description", length: number, [min, max]: readonly [number, number]): Finding {
  const values = { length, min, max };
  if (length === 0) return { id: `${id}Missing`, group: "seo", status: "problem", values };
  if (length < min) return { id: `${id}Short`, group: "seo", status: "improve", values };
  if (length > max) return { id: `${id}Long`, group: "seo", status: "improve", values };
  return { id: `${id}Length`, group: "seo", status: "good", values };
}

export function seoFindings(input: SeoInput): Finding[] {
  const { structure } = input;
  const findings = [
    lengthFinding("title", input.title.trim().length, TITLE_RANGE),
    lengthFinding("description", input.description.trim().length, DESCRIPTION_RANGE),
  ];
  const keyword = fold(input.keyword);
  if (!keyword) {
    findings.push({ id: "keywordNone", group: "seo", status: "improve" });
  } else {
    const has = (text: string) => fold(text).includes(keyword);
    // A missing keyword has an id of its own: its sentence says the opposite.
    const check = (id: string, ok: boolean): Finding => ({
      id: ok ? id : `${id}Missing`,
      group: "seo",
      status: ok ? "good" : "problem",
      values: { keyword: input.keyword.trim() },
    });
    findings.push(check("keywordInTitle", has(input.title)));
    if (input.slug !== null) findings.push(check("keywordInSlug", input.slug.includes(slugify(input.keyword))));
    findings.push(check("keywordInIntro", has(structure.paragraphs[0] ?? "")));
  }
  const subheadings = structure.headings.filter((h) => h.level >= 2).length;
  if (input.words >= MIN_WORDS || subheadings > 0) {
    findings.push(
      subheadings > 0
        ? { id: "headings", group: "seo", status: "good", values: { count: subheadings } }
        : { id: "headingsMissing", group: "seo", status: "improve", values: { words: input.words } },
    );
  }
  const internal = structure.links.filter((l) => isInternal(l.href)).length;
  findings.push(
    internal > 0
      ? { id: "internalLinks", group: "seo", status: "good", values: { count: internal } }
      : { id: "internalLinksMissing", group: "seo", status: "improve" },
  );
  if (structure.pictures.length > 0) {
    const missing = structure.pictures.filter((p) => !p.alt).length;
    findings.push(
      missing > 0
        ? { id: "imageAltMissing", group: "seo", status: "problem", values: { count: missing } }
        : { id: "imageAlt", group: "seo", status: "good", values: { count: structure.pictures.length } },
    );
  }
  return findings;
}

/** Reading ease of 60 and more reads easily; under 30 only specialists read comfortably. */
export function readabilityFindings(r: Readability, minWords: number): Finding[] {
  if (r.words === 0) return [{ id: "contentMissing", group: "readability", status: "problem" }];
  const findings: Finding[] = [
    {
      id: "readingEase",
      group: "readability",
      status: r.readingEase >= 60 ? "good" : r.readingEase >= 30 ? "improve" : "problem",
      values: { score: r.readingEase },
    },
  ];
  if (r.words < minWords)
    findings.push({ id: "contentShort", group: "readability", status: "improve", values: { words: r.words, min: minWords } });
  const longShare = Math.round((100 * r.longSentences) / r.sentences);
  findings.push(
    longShare > 25
      ? { id: "sentencesLong", group: "readability", status: "improve", values: { percent: longShare, max: LONG_SENTENCE } }
      : { id: "sentences", group: "readability", status: "good", values: { average: r.averageSentenceWords } },
  );
  if (r.longParagraphs > 0)
    findings.push({ id: "paragraphsLong", group: "readability", status: "improve", values: { count: r.longParagraphs } });
  const passiveShare = Math.round((100 * r.passiveSentences) / r.sentences);
  if (passiveShare > 10) findings.push({ id: "passiveVoice", group: "readability", status: "improve", values: { percent: passiveShare } });
  return findings;
}

/** Reads the translation board's states (never re-derived here): this language's and the other's. */
export function translationFindings(lang: Lang, states: Record<Lang, TranslationState>): Finding[] {
  const other = otherLang(lang);
  const values = { lang, other };
  if (states[lang] === "missing") return [{ id: "translationThisMissing", group: "translation", status: "problem", values }];
  if (states[other] === "missing") return [{ id: "translationMissing", group: "translation", status: "problem", values }];
  if (states[lang] === "outdated") return [{ id: "translationThisOutdated", group: "translation", status: "improve", values }];
  if (states[other] === "outdated") return [{ id: "translationOutdated", group: "translation", status: "improve", values }];
  return [{ id: "translationUpToDate", group: "translation", status: "good", values }];
}
