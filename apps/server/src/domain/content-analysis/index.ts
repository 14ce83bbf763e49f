// Content analysis (the admin's Analyze): search-engine basics, readability and translation state
// of one language of a page or article. Pure functions over its working copy; needs no AI provider.
import type { Lang } from "@lumiere/i18n";
import type { TranslationState } from "@lumiere/validation";
import { type Finding, MIN_WORDS, readabilityFindings, seoFindings, translationFindings } from "./findings";
import { type Readability, readabilityOf } from "./readability";
import { plainText, structureOf } from "./structure";

export type { Finding } from "./findings";

export interface AnalysisInput {
  lang: Lang;
  title: string;
  /** The article's excerpt or the page's meta description: what search results show. */
  description: string;
  /** The body's fields in reading order (a page's hero then main content). */
  body: string[];
  slug: string | null;
  keyword: string;
  translation: Record<Lang, TranslationState>;
  /** Fewer words than this is flagged (an article's body; pages are shorter by design). */
  minWords?: number;
}

export interface Analysis {
  lang: Lang;
  readability: Readability;
  findings: Finding[];
}

export function analyzeContent(input: AnalysisInput): Analysis {
  const parts = input.body.map(structureOf);
  const structure = {
    paragraphs: parts.flatMap((p) => p.paragraphs),
    headings: parts.flatMap((p) => p.headings),
    links: parts.flatMap((p) => p.links),
    pictures: parts.flatMap((p) => p.pictures),
  };
  const readability = readabilityOf(structure.paragraphs, input.lang);
  const findings = [
    ...seoFindings({
      title: plainText(input.title),
      description: plainText(input.description),
      slug: input.slug,
      keyword: input.keyword,
      structure,
      words: readability.words,
    }),
    ...readabilityFindings(readability, input.minWords ?? MIN_WORDS),
    ...translationFindings(input.lang, input.translation),
  ];
  return { lang: input.lang, readability, findings };
}
