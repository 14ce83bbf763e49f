import { Group, Paper, Skeleton, Text, ThemeIcon } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

interface StatCardProps {
  label: string;
  value: number | string | undefined;
  icon: Icon;
  color: string;
  hint?: string | undefined;
}

/** One figure with its label and icon. */
export function StatCard({ label, value, icon: IconComponent, color, hint }: StatCardProps) {
  return (
    <Paper withBorder p="lg" radius="md" shadow="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={34} w={60} mt={6} />
          ) : (
            <Text fw={700} fz={32} lh={1.2} mt={4} data-testid="stat-value">
              {value}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed" mt={4}>
              {hint}
            </Text>
          ) : null}
        </div>
        <ThemeIcon color={color} variant="light" size={44} radius="md">
          <IconComponent size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
