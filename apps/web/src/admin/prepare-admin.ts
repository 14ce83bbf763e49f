import type { RouterContext } from "../lib/router-context";
import { trpcOf } from "../lib/trpc";
import { loadAdminCatalog } from "./lib/catalog";
import type { SessionUser } from "./lib/types";

/**
 * Runs in the admin routes' beforeLoad, fetched as its own chunk: loads the admin strings and asks
 * the server who is signed in (never from cache, so an expired session is noticed on entry).
 */
export async function prepareAdmin(context: RouterContext): Promise<{ user: SessionUser | null }> {
  loadAdminCatalog(context.i18n);
  const user = await context.queryClient.fetchQuery({ ...trpcOf(context).trpc.auth.me.queryOptions(), staleTime: 0 });
  return { user };
}
