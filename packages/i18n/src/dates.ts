import { type Lang, LOCALES } from "./langs";

// Made on first use: the first Intl object a page creates loads the browser's locale data, a long
// task that would otherwise run while the page's code loads, whether the page shows a date or not.
const formatters: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** Spec §9: en-US or fr-FR with a long month ("March 4, 2025" / "4 mars 2025"). */
export function formatLongDate(date: string | Date, lang: Lang): string {
  formatters[lang] ??= new Intl.DateTimeFormat(LOCALES[lang], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return formatters[lang].format(typeof date === "string" ? new Date(date) : date);
}

/** Date and time in the reader's time zone, for the admin's histories ("Nov 23, 2026, 10:41 PM"). */
export function formatDateTime(date: string | Date, lang: Lang): string {
  return (typeof date === "string" ? new Date(date) : date).toLocaleString(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
  });
}
