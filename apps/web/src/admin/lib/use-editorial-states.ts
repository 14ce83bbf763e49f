import { useQuery } from "@tanstack/react-query";
import { LANGS } from "@lumiere/i18n";
import { useTRPC } from "../../lib/trpc";
import { refKey } from "./editorial";
import type { EditorialItem } from "./types";

const hasScheduled = (items: EditorialItem[] | undefined) =>
  items?.some((i) => LANGS.some((l) => i.status[l].state === "scheduled")) ?? false;

/**
 * Each page's or article's per-language state, by ref key; refreshed every few seconds while
 * something is scheduled, so a list sees it go live.
 */
export function useEditorialStates(kind: "article" | "page") {
  const trpc = useTRPC();
  const states = useQuery({
    ...trpc.admin.editorial.list.queryOptions({ kind }),
    refetchInterval: (query) => (hasScheduled(query.state.data) ? 5_000 : false),
  });
  const byKey = new Map((states.data ?? []).map((s) => [refKey(s.ref), s.status]));
  return (key: string) => byKey.get(key);
}
