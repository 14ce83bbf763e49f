import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** Refreshes the testimonials and logos lists, the activity feed and the site's copy of them. */
export function useRefreshClients() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [trpc.admin.testimonials.pathKey(), trpc.admin.clientLogos.pathKey(), trpc.admin.activity.pathKey(), trpc.showcase.pathKey()].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
