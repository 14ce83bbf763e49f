import { Trans } from "@lingui/react/macro";
import { Anchor, Box, Card, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type Lang, pagePath } from "@lumiere/i18n";
import type { ReactNode } from "react";

interface AuthCardProps {
  lang: Lang;
  icon: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  /** Width of the card. */
  maw: number;
  children: ReactNode;
}

/** The centred card of the pages a person reaches before the admin (sign-in, invitation), with a way back to the site. */
export function AuthCard({ lang, icon, title, subtitle, maw, children }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={maw}>
        <Card withBorder shadow="sm" radius="lg" p="xl">
          <Stack gap="xs" align="center" mb="lg">
            <ThemeIcon size={48} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Card>
        <Text ta="center" mt="md" size="sm">
          <Anchor href={pagePath(lang, "home")}>
            <Trans>Back to the website</Trans>
          </Anchor>
        </Text>
      </Box>
    </Center>
  );
}
