import { useRouter } from "@tanstack/react-router";
import type { AppTRPC } from "./trpc";

/**
 * tRPC for code on a public page's first load (the contact form), which must not carry tRPC's
 * code: `const { client } = await loadTRPC()` fetches it on first use.
 */
export function useLoadTRPC(): () => Promise<AppTRPC> {
  const router = useRouter();
  return () => import("./trpc").then((m) => m.trpcOf(router.options.context));
}
