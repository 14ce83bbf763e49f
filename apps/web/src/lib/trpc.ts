import { createTRPCClient, httpLink, type TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { QueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { AppRouter } from "@lumiere/server/router";
import type { RouterContext } from "./router-context";

export type { AppRouter };
export type AppTRPCClient = TRPCClient<AppRouter>;
export type AppTRPCProxy = TRPCOptionsProxy<AppRouter>;

export interface AppTRPC {
  /** The options proxy: `useQuery(trpc.pages.byPageId.queryOptions({ pageId }))`. */
  trpc: AppTRPCProxy;
  /** The vanilla client: `await client.leads.createContact.mutate(input)`. */
  client: AppTRPCClient;
}

// This module is never part of a public page's first load: route loaders (split into chunks of
// their own, which hydration does not run), islands, modals, the chat and the admin import it;
// first-load components read their route's loader data (lib/load-trpc.ts for the rest).
const byQueryClient = new WeakMap<QueryClient, AppTRPC>();

/** The router's tRPC client and options proxy (one per router, like its QueryClient), made on first use. */
export function trpcOf(context: Pick<RouterContext, "queryClient" | "trpcClient">): AppTRPC {
  let api = byQueryClient.get(context.queryClient);
  if (!api) {
    const client = context.trpcClient ?? createBrowserClient();
    api = { client, trpc: createTRPCOptionsProxy({ client, queryClient: context.queryClient }) };
    byQueryClient.set(context.queryClient, api);
  }
  return api;
}

/**
 * HTTP to /trpc on the same origin, cookie included (spec §7: every call carries credentials).
 * One request per call, not batched: a failing call never takes others down with it, and each
 * answer can be cached on its own.
 */
function createBrowserClient(): AppTRPCClient {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: "/trpc", fetch: (input, init) => fetch(input, { ...init, credentials: "include" }) })],
  });
}

export function useTRPC(): AppTRPCProxy {
  return trpcOf(useRouter().options.context).trpc;
}

export function useTRPCClient(): AppTRPCClient {
  return trpcOf(useRouter().options.context).client;
}
