import { useMutation, useQuery } from "@tanstack/react-query";
import { type Lang, LANGS } from "@lumiere/i18n";
import type { ContentRef } from "@lumiere/validation";
import { useTRPC } from "../../lib/trpc";
import type { EditorialItem } from "./types";
import { useSaveHandlers } from "./save-handlers";

/**
 * Whether a language's change is the signed-in person's own (they last edited it or sent it for
 * review): nobody approves their own change, so the admin offers that approval to someone else.
 */
export function useOwnChange(): (status: EditorialItem["status"], lang: Lang) => boolean {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions()).data?.username;
  return (status, lang) => me !== undefined && (status[lang].editedBy === me || status[lang].submittedBy === me);
}

/** Approving an item's languages in review, from its form (workflows with review). */
export function useApprove(ref: ContentRef | null, success: string, failure: string) {
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const ownChange = useOwnChange();
  // This item's state only (the editor has read it already), not every item's.
  const item = useQuery({
    ...trpc.admin.editorial.get.queryOptions({ ref: ref ?? { kind: "page", pageId: "home" } }),
    enabled: ref !== null,
  });
  const status = ref ? item.data?.item.status : undefined;
  const inReview = LANGS.filter((l) => status?.[l].state === "in_review");
  // The languages someone else changed; one's own wait for another person's approval.
  const approvable = inReview.filter((l) => status && !ownChange(status, l));
  const mutation = useMutation(trpc.admin.editorial.transition.mutationOptions(handlers({ success, failure })));
  return {
    canApprove: ref !== null && inReview.length > 0,
    /** Every language in review is this person's own change. */
    ownChangeOnly: inReview.length > 0 && approvable.length === 0,
    isApproving: mutation.isPending,
    approve: () => {
      if (ref && approvable.length > 0) mutation.mutate({ ref, action: "approve", langs: approvable });
    },
  };
}
