import { type DataTag, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";

/** What tRPC's `queryOptions()` returns: a key tagged with the data type, and the fetch function. */
interface CachedQueryOptions<T> {
  queryKey: DataTag<QueryKey, T, unknown>;
  queryFn?: unknown;
}

export interface CachedQueryResult<T> {
  data: T | undefined;
  isError: boolean;
}

/**
 * Reads one query of the cache and follows its changes; fetches it when it has no data yet.
 * Public pages use this instead of `useQuery`: their data is fetched by route loaders (on the
 * server for the first page) and never goes stale (spec §7), so an observer's refetch logic
 * would be dead weight (~5 KB gzip) on the first load.
 */
export function useCachedQuery<T>(options: CachedQueryOptions<T>, enabled = true): CachedQueryResult<T> {
  const client = useQueryClient();
  const query = useMemo(() => client.getQueryCache().build(client, options as never), [client, JSON.stringify(options.queryKey)]);
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe((event) => event.query === query && onChange()),
    [client, query],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => query.state,
    () => query.state,
  );
  useEffect(() => {
    if (enabled && state.data === undefined && state.status === "pending" && state.fetchStatus === "idle")
      void query.fetch().catch(() => {});
  }, [enabled, query, state]);
  return { data: state.data as T | undefined, isError: state.status === "error" };
}
