export const LANGS = ["en", "fr"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** A language's BCP 47 locale, for Intl formatting (spec §9: en-US, fr-FR). */
export const LOCALES: Record<Lang, string> = { en: "en-US", fr: "fr-FR" };

/** The keys of a language's copy of a field: `title` gives `title_en`, `title_fr`, one per language. */
export type LangKey<Field extends string> = `${Field}_${Lang}`;

/**
 * A language's copy of a field of a table, a row or a form (`langColumn(articles, "slug", lang)` is
 * `articles.slug_en` or `articles.slug_fr`): the one place a language picks its columns, so a third
 * language is an entry in LANGS plus its columns, which the type then requires everywhere.
 */
export function langColumn<Field extends string, T extends { [K in LangKey<Field>]: unknown }>(
  record: T,
  field: Field,
  lang: Lang,
): T[LangKey<Field>] {
  const key: LangKey<Field> = `${field}_${lang}`;
  // The union of each language's key reads as the union of their types (the checker wants it stated).
  return record[key] as T[LangKey<Field>];
}

/** A language's copies of several fields (`{ title_en, slug_en }` for en), as a partial row to write. */
export function langFields<Field extends string, T extends { [K in LangKey<Field>]: unknown }>(
  record: T,
  fields: readonly Field[],
  lang: Lang,
): Partial<Pick<T, LangKey<Field>>> {
  return Object.fromEntries(fields.map((field) => [`${field}_${lang}`, langColumn(record, field, lang)])) as Partial<
    Pick<T, LangKey<Field>>
  >;
}

/**
 * The language an editor translates to and from: the translation workflow pairs each language
 * with the other one of LANGS.
 */
export function otherLang(lang: Lang): Lang {
  const other = LANGS.find((candidate) => candidate !== lang);
  if (!other) throw new Error("LANGS lists a single language");
  return other;
}

/** A page record's copy in both languages (spec §3): title, meta description, and HTML in hero and main. */
export interface PageCopy {
  title_en: string;
  title_fr: string;
  metaDescription_en: string;
  metaDescription_fr: string;
  heroSection_en: string;
  heroSection_fr: string;
  mainContent_en: string;
  mainContent_fr: string;
}
