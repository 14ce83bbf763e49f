import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import type { AppTRPCClient } from "./trpc";

/** What every route gets from the router (one per router instance: nothing is shared between SSR requests). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The server's in-process tRPC client. The browser has none until its code is needed: a public
   * page's first load never calls tRPC (see trpc.ts), so the browser's HTTP client is made on first use.
   */
  trpcClient?: AppTRPCClient;
  i18n: I18n;
  /** "https://host": absolute URLs for canonical and hreflang links (same on server and client). */
  origin: string;
}
