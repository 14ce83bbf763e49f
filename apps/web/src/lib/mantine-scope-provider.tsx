import "@mantine/core/styles.css";
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { theme } from "./theme";

/** Full Mantine (every component's CSS) for client-rendered screens such as the admin. */
export default function MantineScopeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
