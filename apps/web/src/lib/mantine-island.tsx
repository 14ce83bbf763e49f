import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { theme } from "./theme";

/**
 * Mantine for one lazily loaded part of a public page (a modal, the toasts). Public pages render
 * without Mantine on first load, so each island brings the provider and only the CSS it needs.
 */
export function MantineIsland({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
