// Readability measures, per language: Flesch reading ease for English, Kandel and Moles' French
// adaptation of it, sentence and paragraph lengths, and passive sentences where a pattern finds them.
import type { Lang } from "@lumiere/i18n";

/** Sentences of a paragraph: ends at . ! ? … followed by a space and a capital, or at the end. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…])["»”)]?\s+(?=["«“(]?\p{Lu}|\d)/u)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** English syllables: groups of vowels, less a silent final e (but not -le), at least one. */
function englishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (end) => end.slice(0, 1)).replace(/^y/, "");
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

/** French syllables: groups of vowels, less a mute final e, es or verbal ent, at least one. */
function frenchSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-zàâäéèêëîïôöùûüÿœæ]/g, "");
  const groups = w.match(/[aeiouyàâäéèêëîïôöùûüÿœæ]+/g)?.length ?? 1;
  const mute = groups > 1 && /[^aeiouyàâäéèêëîïôöùûüÿœæ](?:e|es|ent)$/.test(w) ? 1 : 0;
  return Math.max(1, groups - mute);
}

const SYLLABLES: Record<Lang, (word: string) => number> = { en: englishSyllables, fr: frenchSyllables };

export function syllables(word: string, lang: Lang): number {
  return SYLLABLES[lang](word);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Base, weight of words per sentence, weight of syllables per word. */
const EASE_WEIGHTS: Record<Lang, readonly [number, number, number]> = {
  en: [206.835, 1.015, 84.6],
  fr: [207, 1.015, 73.6],
};

/**
 * Reading ease, 0 (very hard) to 100 (very easy), occasionally beyond: Flesch (1948) for English,
 * Kandel and Moles (1958) for French, which weighs syllables less since French words have more.
 */
export function readingEase(lang: Lang, counts: { sentences: number; words: number; syllables: number }): number {
  if (counts.words === 0 || counts.sentences === 0) return 0;
  const perSentence = counts.words / counts.sentences;
  const perWord = counts.syllables / counts.words;
  const [base, sentenceWeight, syllableWeight] = EASE_WEIGHTS[lang];
  return round1(base - sentenceWeight * perSentence - syllableWeight * perWord);
}

const IRREGULAR_EN =
  "born|built|bought|brought|caught|chosen|done|drawn|driven|eaten|fallen|found|given|gone|grown|held|hidden|kept|known|laid|led|left|lost|made|meant|met|paid|put|read|run|said|seen|sent|set|shown|shut|sold|spent|spoken|stolen|taken|taught|thought|told|understood|won|written";
const PASSIVE: Record<Lang, RegExp> = {
  // A form of "to be", maybe an adverb, then a past participle.
  en: new RegExp(`\\b(?:am|is|are|was|were|be|been|being)\\s+(?:\\w+ly\\s+|not\\s+)?(?:\\w+ed|${IRREGULAR_EN})\\b`, "i"),
  // A form of "être" and a past participle, with an agent ("par …"): the only sure sign in French.
  // (\b is ASCII-only, so letters are bounded by look-arounds.)
  fr: /(?<!\p{L})(?:suis|es|est|sommes|êtes|sont|était|étaient|été|être|sera|seront|fut|furent)\s+(?:\p{L}+\s+)?\p{L}+(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite|its|ites)\s+(?:[\p{L}']+\s+){0,3}par(?!\p{L})/iu,
};

export function isPassive(sentence: string, lang: Lang): boolean {
  return PASSIVE[lang].test(sentence);
}

export interface Readability {
  readingEase: number;
  words: number;
  sentences: number;
  paragraphs: number;
  /** Sentences longer than LONG_SENTENCE words. */
  longSentences: number;
  /** Paragraphs longer than LONG_PARAGRAPH words. */
  longParagraphs: number;
  passiveSentences: number;
  averageSentenceWords: number;
}

export const LONG_SENTENCE = 25;
export const LONG_PARAGRAPH = 150;

export function readabilityOf(paragraphs: string[], lang: Lang): Readability {
  let words = 0;
  let syllableCount = 0;
  let sentenceCount = 0;
  let longSentences = 0;
  let passiveSentences = 0;
  let longParagraphs = 0;
  for (const paragraph of paragraphs) {
    const paragraphWords = wordsOf(paragraph);
    if (paragraphWords.length > LONG_PARAGRAPH) longParagraphs++;
    for (const sentence of sentencesOf(paragraph)) {
      const sentenceWords = wordsOf(sentence);
      sentenceCount++;
      words += sentenceWords.length;
      for (const w of sentenceWords) syllableCount += syllables(w, lang);
      if (sentenceWords.length > LONG_SENTENCE) longSentences++;
      if (isPassive(sentence, lang)) passiveSentences++;
    }
  }
  return {
    readingEase: readingEase(lang, { sentences: sentenceCount, words, syllables: syllableCount }),
    words,
    sentences: sentenceCount,
    paragraphs: paragraphs.length,
    longSentences,
    longParagraphs,
    passiveSentences,
    averageSentenceWords: sentenceCount ? round1(words / sentenceCount) : 0,
  };
}
