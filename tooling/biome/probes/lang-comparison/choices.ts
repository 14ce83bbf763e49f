import { LANGS, type Lang } from "@lumiere/i18n";

declare const lang: Lang;
declare const other: Lang;

export const a = lang === "en"; // caught
export const b = lang === "fr"; // caught
export const c = lang !== "en"; // caught
export const d = "fr" === lang; // caught
export const e = "en" !== lang; // caught
export const f = lang == "fr"; // caught
export const g = lang != "en"; // caught
export const h = lang === "en" ? "article" : "article-fr"; // caught
export function words(value: Lang) {
  switch (value) {
    case "en": // caught
      return "Hello";
    case "fr": // caught
      return "Bonjour";
  }
}
export const same = lang === other;
export const known = LANGS.includes(lang);
export const unrelated = lang === ("xx" as string);
