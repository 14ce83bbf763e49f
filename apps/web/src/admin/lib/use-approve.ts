import { useMutation, useQuery } from "@tanstack/react-query";
import { LANGS } from "@lumiere/i18n";
import type { ContentRef } from "@lumiere/validation";
import { useTRPC } from "../../lib/trpc";
import { useSaveHandlers } from "./save-handlers";

/** Approving an item's languages in review, from its form (workflows with review). */
export function useApprove(ref: ContentRef | null, success: string, failure: string) {
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  // This item's state only (the editor has read it already), not every item's.
  const item = useQuery({
    ...trpc.admin.editorial.get.queryOptions({ ref: ref ?? { kind: "page", pageId: "home" } }),
    enabled: ref !== null,
  });
  const status = ref ? item.data?.item.status : undefined;
  const inReview = LANGS.filter((l) => status?.[l].state === "in_review");
  const mutation = useMutation(trpc.admin.editorial.transition.mutationOptions(handlers({ success, failure })));
  return {
    canApprove: ref !== null && inReview.length > 0,
    isApproving: mutation.isPending,
    approve: () => {
      if (ref) mutation.mutate({ ref, action: "approve", langs: inReview });
    },
  };
}
