// What the classifier sees of a folded message: character n-grams of each word (3 to 5, word
// boundaries marked), which survive typos and inflections ("adresss", "bureaus"), and the words
// themselves, lightly stemmed, which carry the meaning when the spelling is right.
import { stem } from "../lexicon";

const MIN_N = 3;
const MAX_N = 5;
/** A whole word says more than any one of its n-grams. */
const WORD_WEIGHT = 1.5;

/** Feature counts (sublinear later) of an already folded text. */
export function featuresOf(folded: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (f: string, w: number) => out.set(f, (out.get(f) ?? 0) + w);
  for (const raw of folded.split(/[\s']+/)) {
    const word = raw.replace(/[^a-z0-9]/g, "");
    if (!word) continue;
    if (word.length > 1 || /\d/.test(word)) add(`w:${stem(word)}`, WORD_WEIGHT);
    const padded = `<${word}>`;
    for (let n = MIN_N; n <= MAX_N; n++) {
      if (padded.length < n) break;
      for (let i = 0; i + n <= padded.length; i++) add(padded.slice(i, i + n), 1);
    }
  }
  return out;
}
