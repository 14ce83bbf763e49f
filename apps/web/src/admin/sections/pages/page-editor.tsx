import { useQuery } from "@tanstack/react-query";
import type { PageId } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { QueryState } from "../../components/query-state";
import type { Page } from "../../lib/types";
import { PageForm } from "./page-form";

/** The inline form over one page's whole copy, read when it is opened (the list carries none). */
export function PageEditor({ pageId, onDone }: { pageId: PageId; onDone: () => void }) {
  const trpc = useTRPC();
  const full = useQuery({
    ...trpc.admin.editorial.get.queryOptions({ ref: { kind: "page", pageId } }),
    // The form starts from what it reads once; a refetch must not reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
  });
  if (!full.data) return <QueryState isPending={full.isPending} error={full.error} onRetry={() => void full.refetch()} />;
  return <PageForm page={full.data.copy as Page} onDone={onDone} />;
}
