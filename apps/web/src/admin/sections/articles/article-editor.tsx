import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { QueryState } from "../../components/query-state";
import type { Article } from "../../lib/types";
import { ArticleForm } from "./article-form";

/** The inline form: a new article at once, or one article's whole copy (bodies included) read when it is opened. */
export function ArticleEditor({ id, onDone }: { id: number | undefined; onDone: () => void }) {
  const trpc = useTRPC();
  const full = useQuery({
    ...trpc.admin.editorial.get.queryOptions({ ref: { kind: "article", id: id ?? 0 } }),
    enabled: id !== undefined,
    // The form starts from what it reads once; a refetch must not reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
  });
  if (id === undefined) return <ArticleForm onDone={onDone} />;
  if (!full.data) return <QueryState isPending={full.isPending} error={full.error} onRetry={() => void full.refetch()} />;
  return <ArticleForm article={full.data.copy as Article} authorProfileId={full.data.authorProfileId} onDone={onDone} />;
}
