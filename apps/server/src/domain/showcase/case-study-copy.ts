// A case study's copy: the fields each language has of its own, those both share, and how a save's
// input becomes the working copy.
import { type CaseStudyCopy, slugify } from "@lumiere/db";
import { LANGS, type Lang, type LangKey, langColumn, langFields } from "@lumiere/i18n";
import type { CaseStudySaveInput } from "@lumiere/validation";

/** Fields each language has of its own (stored as `<field>_<lang>`). */
export const CASE_STUDY_LANG_FIELDS = ["title", "slug", "summary", "challenge", "approach", "quote"] as const;
/** Fields both languages share: they go live with whichever language is published. */
export const CASE_STUDY_SHARED_FIELDS = ["client", "industry", "services", "results", "pictures", "shareImage", "testimonialId"] as const;

/** The working copy a save's input makes; a slug left empty comes from the title. */
export function copyOfInput(input: CaseStudySaveInput): CaseStudyCopy {
  const { action: _action, langs: _langs, id: _id, ...fields } = input;
  const slugs = Object.fromEntries(
    LANGS.map((lang) => [`slug_${lang}`, langColumn(input, "slug", lang) || slugify(langColumn(input, "title", lang))]),
  ) as Pick<CaseStudyCopy, LangKey<"slug">>;
  return { ...fields, ...slugs };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The languages whose text changed, and whether a shared field did (then both did). */
export function changedLangs(before: CaseStudyCopy | null, after: CaseStudyCopy): Lang[] {
  if (!before) return [...LANGS];
  if (CASE_STUDY_SHARED_FIELDS.some((f) => !same(before[f], after[f]))) return [...LANGS];
  return LANGS.filter((lang) => !same(langFields(before, CASE_STUDY_LANG_FIELDS, lang), langFields(after, CASE_STUDY_LANG_FIELDS, lang)));
}

/** The published copy once `lang` is published: its own fields and the shared ones from the working copy. */
export function publishedWith(published: CaseStudyCopy | null, copy: CaseStudyCopy, lang: Lang): CaseStudyCopy {
  const shared = Object.fromEntries(CASE_STUDY_SHARED_FIELDS.map((f) => [f, copy[f]]));
  return { ...(published ?? copy), ...langFields(copy, CASE_STUDY_LANG_FIELDS, lang), ...shared } as CaseStudyCopy;
}
