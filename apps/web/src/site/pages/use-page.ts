import type { PageId } from "@lumiere/validation";
import { useLang } from "../../lib/use-lang";
import { useTRPC } from "../../trpc";
import { type LocalizedPage, localizePage } from "./localized-page";
import { useCachedQuery } from "../../lib/use-cached-query";

const EMPTY: LocalizedPage = { title: "", description: "", hero: "", main: "" };

/** The page's copy in the current language: the record from the cache, else the loader's fallback copy. */
export function usePage(pageId: PageId, fallback: LocalizedPage | null): LocalizedPage {
  const trpc = useTRPC();
  const lang = useLang();
  const { data } = useCachedQuery(trpc.pages.byPageId.queryOptions({ pageId }), fallback === null);
  if (data) return localizePage(data, lang);
  return fallback ?? EMPTY;
}
