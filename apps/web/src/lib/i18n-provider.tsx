import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { type ReactNode, useEffect, useState } from "react";

function contextFor(i18n: I18n) {
  return { i18n, _: i18n.t.bind(i18n), locale: i18n.locale };
}

/**
 * Lingui's context, renewed only when the language changes. Lingui's own provider renews it on
 * every "change" event, including a catalog being loaded; that would push a context update into
 * every server-rendered island that has not hydrated yet and make React discard its HTML.
 */
export function AppI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [value, setValue] = useState(() => contextFor(i18n));
  useEffect(() => {
    const sync = () => setValue((current) => (current.locale === i18n.locale && current.i18n === i18n ? current : contextFor(i18n)));
    sync();
    return i18n.on("change", sync);
  }, [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
