import { useMutation } from "@tanstack/react-query";
import { LANGS } from "@lumiere/i18n";
import type { ContentRef } from "@lumiere/validation";
import { useTRPC } from "../../lib/trpc";
import { refKey } from "./editorial";
import { useSaveHandlers } from "./save-handlers";
import { useEditorialStates } from "./use-editorial-states";

/** Approving an item's languages in review, from its form (workflows with review). */
export function useApprove(ref: ContentRef | null, success: string, failure: string) {
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const statusOf = useEditorialStates(ref?.kind ?? "article");
  const status = ref ? statusOf(refKey(ref)) : undefined;
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
