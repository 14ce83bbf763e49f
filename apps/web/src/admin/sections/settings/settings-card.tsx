import { Card, Group, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface SettingsCardProps {
  title: string;
  description: string;
  icon: Icon;
  children: ReactNode;
}

/** One settings card: icon, title, a line of help, then its form. */
export function SettingsCard({ title, description, icon: IconComponent, children }: SettingsCardProps) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Card withBorder radius="md" p="lg" shadow="xs" component="section" aria-labelledby={id}>
      <Group gap="sm" mb={4} wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size="lg">
          <IconComponent size={20} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {children}
    </Card>
  );
}
