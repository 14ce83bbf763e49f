import { Trans, useLingui } from "@lingui/react/macro";
import { Card, Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPlug } from "@tabler/icons-react";
import { SampleNotice } from "../../components/sample-notice";
import { SectionHeader } from "../../components/section-header";

/** Spec §2 placeholder: no plugins, marketplace to come. */
export function PluginManagerSection() {
  const { t } = useLingui();
  return (
    <>
      <SectionHeader title={t`Plugin Manager`} description={t`Extend the site with plugins.`} />
      <SampleNotice />
      <Card withBorder radius="md" p="xl" shadow="xs">
        <Center>
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconPlug size={30} />
            </ThemeIcon>
            <Text c="dimmed" ta="center">
              <Trans>No plugins installed yet. Plugin marketplace coming soon.</Trans>
            </Text>
          </Stack>
        </Center>
      </Card>
    </>
  );
}
