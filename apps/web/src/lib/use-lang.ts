import { useParams } from "@tanstack/react-router";
import { isLang, type Lang } from "@lumiere/i18n";

/** The page's language, from the first path segment. */
export function useLang(): Lang {
  const { lang } = useParams({ strict: false });
  return isLang(lang) ? lang : "en";
}
