import { lazy, type ReactNode, Suspense } from "react";

const Provider = lazy(() => import("./mantine-scope-provider"));

/**
 * MantineProvider and Mantine's whole stylesheet, loaded on demand. The root wraps admin routes in
 * it, so admin code can use any Mantine component while public pages never download Mantine up front.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
