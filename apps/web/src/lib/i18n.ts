import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { startTransition } from "react";
import { isLang, type Lang, stripLang } from "@lumiere/i18n";
import { hydrateIslands } from "./island-gates";

// The public strings come in two catalogs per language, each its own chunk:
// - "core": what the first load of a page shows (routes, header, hero, lib);
// - "site": everything else (home sections below the hero, footer, forms, modals, chat, insights).
// The home page hydrates with "core" alone; "site" arrives with the first island, modal or
// navigation that needs it. Other pages load both before hydrating. The server has all of them.
export type CatalogPart = "core" | "site";

/** The page's language and the catalog parts it hydrates with: the home page, "core" alone. */
export function firstLoadCatalog(pathname: string): { lang: Lang; parts: CatalogPart[] } {
  const first = pathname.split("/")[1];
  const lang = isLang(first) ? first : "en";
  const isHome = isLang(first) && (stripLang(pathname) === "" || stripLang(pathname) === "/");
  return { lang, parts: isHome ? ["core"] : ["core", "site"] };
}

const loaders: Record<CatalogPart, Record<Lang, () => Promise<{ messages: Messages }>>> = {
  core: {
    en: () => import("../../../../packages/i18n/src/catalogs/en.po"),
    fr: () => import("../../../../packages/i18n/src/catalogs/fr.po"),
  },
  site: {
    en: () => import("../../../../packages/i18n/src/catalogs/site/en.po"),
    fr: () => import("../../../../packages/i18n/src/catalogs/site/fr.po"),
  },
};

const cache = new Map<string, Promise<Messages>>();

/** One catalog part (cached per process on the server, per page in the browser). */
function fetchPart(part: CatalogPart, lang: Lang): Promise<Messages> {
  const key = `${part}:${lang}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loaders[part][lang]().then((m) => m.messages);
    cache.set(key, pending);
  }
  return pending;
}

const loaded: Partial<Record<Lang, Messages>> = {};
const partsIn = new WeakMap<I18n, Set<string>>();
let browserI18n: I18n | undefined;

/** Loads catalog parts of a language so that `createAppI18n` includes them. */
export async function loadCatalog(lang: Lang, parts: readonly CatalogPart[] = ["core", "site"]): Promise<void> {
  const all = await Promise.all(parts.map((p) => fetchPart(p, lang)));
  loaded[lang] = Object.assign({}, loaded[lang], ...all);
}

/**
 * One I18n per router (never shared between SSR requests), holding the catalogs loaded so far.
 * Call `loadCatalog(lang, parts)` first.
 */
export function createAppI18n(lang: Lang, parts: readonly CatalogPart[] = ["core", "site"]): I18n {
  const i18n = setupI18n({ locale: lang, messages: { ...loaded } });
  partsIn.set(i18n, new Set(parts.map((p) => `${p}:${lang}`)));
  if (!import.meta.env.SSR) browserI18n = i18n;
  return i18n;
}

async function ensureParts(i18n: I18n, lang: Lang, parts: readonly CatalogPart[]): Promise<void> {
  const have = partsIn.get(i18n) ?? new Set<string>();
  partsIn.set(i18n, have);
  const missing = parts.filter((p) => !have.has(`${p}:${lang}`));
  if (missing.length === 0) return;
  const messages = await Promise.all(missing.map((p) => fetchPart(p, lang)));
  // Loading strings never re-renders anything by itself (see AppI18nProvider): components that
  // need them render after this resolves.
  i18n.load(lang, Object.assign({}, ...messages));
  for (const p of missing) have.add(`${p}:${lang}`);
}

/** The browser's I18n (there is one router per page), for code outside React such as the toasts. */
export function getBrowserI18n(): I18n | undefined {
  return browserI18n;
}

/** The "site" catalog of the current language, before showing something that uses it (browser). */
export function ensureSiteCatalog(i18n: I18n | undefined = browserI18n): Promise<void> {
  if (!i18n) return Promise.resolve();
  return ensureParts(i18n, i18n.locale as Lang, ["core", "site"]);
}

/**
 * Called by the `$lang` route on every client-side navigation (never while hydrating): makes sure
 * both catalogs of the language are there, then switches language, after the islands still
 * showing server HTML have hydrated (in the language they were rendered in).
 */
export async function activateLang(i18n: I18n, lang: Lang): Promise<void> {
  await ensureParts(i18n, lang, import.meta.env.SSR ? ["core"] : ["core", "site"]);
  if (i18n.locale === lang) return;
  if (import.meta.env.SSR) {
    i18n.activate(lang);
    return;
  }
  await hydrateIslands();
  startTransition(() => i18n.activate(lang));
}
