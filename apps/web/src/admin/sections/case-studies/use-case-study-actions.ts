import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CaseStudyTransitionInput } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { saveHandlers } from "../../lib/save-handlers";

/** Refreshes the case studies list, the public case study pages' data and the activity feed. */
export function useRefreshCaseStudies() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [trpc.admin.caseStudies.pathKey(), trpc.admin.activity.pathKey(), trpc.showcase.pathKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Review, approve, send back, publish or unpublish a case study; and delete one. */
export function useCaseStudyActions() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshCaseStudies();
  const transition = useMutation(
    trpc.admin.caseStudies.transition.mutationOptions(
      saveHandlers({ i18n, refresh, success: t`Case study updated`, failure: t`Failed to update the case study` }),
    ),
  );
  const remove = useMutation(
    trpc.admin.caseStudies.remove.mutationOptions(
      saveHandlers({ i18n, refresh, success: t`Case study deleted`, failure: t`Failed to delete the case study` }),
    ),
  );
  return {
    act: (id: number, action: CaseStudyTransitionInput["action"]) => transition.mutate({ id, action }),
    isActing: (id: number) => transition.isPending && transition.variables.id === id,
    remove: (id: number) => remove.mutate({ id }),
    isRemoving: (id: number) => remove.isPending && remove.variables.id === id,
  };
}
