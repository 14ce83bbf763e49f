import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { feedPath, type Lang } from "@lumiere/i18n";

/** The <link rel="alternate"> that tells feed readers where a language's RSS feed of articles is. */
export function feedLink(i18n: I18n, { lang, origin, siteName }: { lang: Lang; origin: string; siteName: string }) {
  return {
    rel: "alternate",
    type: "application/rss+xml",
    title: i18n._(msg`${siteName} insights (RSS)`),
    href: origin + feedPath(lang),
  };
}
