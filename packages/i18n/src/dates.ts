import { type Lang, LOCALES } from "./langs";

const formatters: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALES.en, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat(LOCALES.fr, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
};

/** Spec §9: en-US or fr-FR with a long month ("March 4, 2025" / "4 mars 2025"). */
export function formatLongDate(date: string | Date, lang: Lang): string {
  return formatters[lang].format(typeof date === "string" ? new Date(date) : date);
}

/** Date and time in the reader's time zone, for the admin's histories ("Nov 23, 2026, 10:41 PM"). */
export function formatDateTime(date: string | Date, lang: Lang): string {
  return (typeof date === "string" ? new Date(date) : date).toLocaleString(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
  });
}
