import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The message shown in place of an empty list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}
