import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isUnauthorized } from "./errors";

/** Calls onExpired once when any query or mutation is refused for want of a session. */
export function useSessionExpiry(onExpired: () => void): void {
  const queryClient = useQueryClient();
  const fired = useRef(false);
  const callback = useRef(onExpired);
  useEffect(() => {
    callback.current = onExpired;
  }, [onExpired]);
  useEffect(() => {
    const check = (error: unknown) => {
      if (fired.current || !isUnauthorized(error)) return;
      fired.current = true;
      callback.current();
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
  }, [queryClient]);
}
