import { useQueryClient } from "@tanstack/react-query";
import { serverMessages } from "@lumiere/validation";
import { useEffect } from "react";
import { errorData } from "../../lib/trpc-errors";
import { useTRPC } from "../../lib/trpc";

/**
 * When the server refuses a call because two-factor became required (an administrator turned the
 * rule on during this session), asks again who is signed in: the shell then opens My account.
 */
export function useTwoFactorRequirement(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (error: unknown) => {
      if (errorData(error)?.messageId === serverMessages.twoFactorRequired.id) {
        void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, trpc]);
}
