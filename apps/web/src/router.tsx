import { createRouter as createTanStackRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { Lang } from "@lumiere/i18n";
import { type CatalogPart, createAppI18n } from "./lib/i18n";
import { AppI18nProvider } from "./lib/i18n-provider";
import { createQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.gen";
import type { AppTRPCClient } from "./lib/trpc";

export interface CreateRouterOptions {
  /** The server's in-process tRPC client; the browser makes its HTTP client when it first needs one (trpc.ts). */
  trpcClient?: AppTRPCClient;
  /** The language of the first render; its catalogs must be loaded (`loadCatalog`). */
  lang: Lang;
  /** Catalog parts loaded for the first render (all of them on the server). */
  catalogParts?: readonly CatalogPart[];
  /** Absolute origin of the site ("https://example.com"), for canonical and hreflang links. */
  origin: string;
  /** Server only: the nonce this render gives the scripts it emits (the server tells them apart by it). */
  scriptNonce?: string;
}

/** A router with its own QueryClient, tRPC client and I18n: nothing is shared between SSR requests. */
export function createAppRouter({ trpcClient, lang, origin, catalogParts, scriptNonce }: CreateRouterOptions) {
  const queryClient = createQueryClient();
  const i18n = createAppI18n(lang, catalogParts);
  const router = createTanStackRouter({
    routeTree,
    context: { queryClient, trpcClient, i18n, origin },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // Loaders go through the query cache (data never stale, spec §7); a skeleton shows after 300 ms.
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    // No scroll-restoration module (~1 KB gzip): SiteChrome scrolls to the top on page changes.
    Wrap: ({ children }) => <AppI18nProvider i18n={i18n}>{children}</AppI18nProvider>,
    ...(scriptNonce ? { ssr: { nonce: scriptNonce } } : {}),
  });
  // Loaders hand pages what they show (localized, as loader data, which the router sends along): the
  // query results behind it, in both languages, would go into the page a second time.
  setupRouterSsrQueryIntegration({ router, queryClient, dehydrateOptions: { shouldDehydrateQuery: () => false } });
  return router;
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouterInstance;
  }
}
