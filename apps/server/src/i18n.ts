// The server's own words (e-mails, Aya's built-in replies) in each language, from the server
// catalog of packages/i18n (catalogs/server/{locale}.po). The catalogs are compiled to JSON beside
// the .po (`pnpm --filter @lumiere/server i18n:compile`) and committed: tsx, vitest and the esbuild
// build all import JSON as it is, with no Lingui macro or build step of their own.
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from "@lingui/core";
import { LANGS, type Lang } from "@lumiere/i18n";
import en from "@lumiere/i18n/catalogs/server/en.json";
import fr from "@lumiere/i18n/catalogs/server/fr.json";

export type { MessageDescriptor };
export type TextValues = Record<string, string | number>;

const compiled: Record<Lang, Messages> = { en: en.messages as Messages, fr: fr.messages as Messages };

const instances = Object.fromEntries(
  LANGS.map((lang) => [lang, setupI18n({ locale: lang, messages: { [lang]: compiled[lang] } })]),
) as Record<Lang, I18n>;

/** The message in `lang`, its `{placeholders}` filled from `values`. */
export function text(lang: Lang, message: MessageDescriptor, values?: TextValues): string {
  return instances[lang]._(values ? { ...message, values } : message);
}

/** The message in every language, "English / Français", once when the languages say the same. */
export function bilingual(message: MessageDescriptor, values?: TextValues, separator = " / "): string {
  return [...new Set(LANGS.map((lang) => text(lang, message, values)))].join(separator);
}
