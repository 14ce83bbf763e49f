import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { QueryState } from "./query-state";

export interface ListQuery {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list's loading and error states (with retry), then its empty message once it has loaded empty. */
export function ListState({ query, isEmpty, empty }: { query: ListQuery; isEmpty: boolean; empty: ReactNode }) {
  return (
    <>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {query.isSuccess && isEmpty ? <EmptyState>{empty}</EmptyState> : null}
    </>
  );
}
