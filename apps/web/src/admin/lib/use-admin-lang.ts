import { useLingui } from "@lingui/react";
import type { Lang } from "@lumiere/i18n";

/** The admin's current language, from the active catalog. */
export function useAdminLang(): Lang {
  const { i18n } = useLingui();
  return i18n.locale === "fr" ? "fr" : "en";
}
