import type { TRPCClient } from "@trpc/client";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { AppRouter } from "@lumiere/server/router";
import type { ProcedureCaller } from "./lib/trpc-proxy";

export type { AppRouter };
export type AppTRPCClient = TRPCClient<AppRouter>;
export type AppTRPCProxy = TRPCOptionsProxy<AppRouter>;

/** The options proxy of this router: `useQuery(trpc.pages.byPageId.queryOptions({ pageId }))`. */
export function useTRPC(): AppTRPCProxy {
  return useRouter().options.context.trpc;
}

/** The vanilla client surface: `await client.leads.createContact.mutate(input)`. */
export function useTRPCClient(): AppTRPCClient {
  return useRouter().options.context.trpcClient;
}

/** Kept for callers written against @trpc/tanstack-react-query: the proxy lives in the router context. */
export function TRPCProvider({ children }: { children: ReactNode; trpcClient?: unknown; queryClient?: unknown }) {
  return children;
}

let httpClient: Promise<import("@trpc/client").TRPCUntypedClient<AppRouter>> | undefined;

/** The browser's caller: HTTP to /trpc, cookie included; the client code loads on the first call. */
export function createBrowserCaller(): ProcedureCaller {
  return async (type, path, input) => {
    httpClient ??= import("./lib/trpc-http").then((m) => m.createHttpClient());
    const client = await httpClient;
    return type === "query" ? client.query(path, input) : client.mutation(path, input);
  };
}
