import { useLingui } from "@lingui/react";
import { DEFAULT_LANG, isLang, type Lang } from "@lumiere/i18n";

/** The admin's current language, from the active catalog. */
export function useAdminLang(): Lang {
  const { i18n } = useLingui();
  return isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
}
