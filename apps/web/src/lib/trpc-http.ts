import { createTRPCUntypedClient, httpLink, type TRPCUntypedClient } from "@trpc/client";
import type { AppRouter } from "@lumiere/server/router";

/**
 * HTTP to /trpc on the same origin, cookie included (spec §7: every call carries credentials).
 * One request per call, not batched: a failing call never takes others down with it, and each
 * answer can be cached on its own.
 */
export function createHttpClient(): TRPCUntypedClient<AppRouter> {
  return createTRPCUntypedClient<AppRouter>({
    links: [httpLink({ url: "/trpc", fetch: (input, init) => fetch(input, { ...init, credentials: "include" }) })],
  });
}
