import { useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Group, Text, Timeline, Tooltip } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { SampleNotice } from "../../components/sample-notice";
import { SectionHeader } from "../../components/section-header";

/** Spec §2 placeholder: sample version entries. */
export function VersionHistorySection() {
  const { t } = useLingui();
  const versions = [
    { version: "v1.4", what: t`Updated the About page hero`, who: "Camille Laurent", when: t`Today, 10:24` },
    { version: "v1.3", what: t`Published “Computer Vision for Retail”`, who: "Sophie Bernard", when: t`Yesterday, 16:02` },
    { version: "v1.2", what: t`Edited the contact page address`, who: "Julien Moreau", when: t`3 days ago` },
    { version: "v1.1", what: t`Initial site content`, who: "Camille Laurent", when: t`Last week` },
  ];
  return (
    <>
      <SectionHeader title={t`Version History`} description={t`Earlier versions of the site's content.`} />
      <SampleNotice />
      <Card withBorder radius="md" p="lg" shadow="xs" maw={760}>
        <Timeline bulletSize={22} lineWidth={2} active={0}>
          {versions.map((v) => (
            <Timeline.Item key={v.version} bullet={<IconHistory size={12} />} title={v.what}>
              <Group gap="xs" mt={4}>
                <Badge size="sm" variant="light">
                  {v.version}
                </Badge>
                <Text size="xs" c="dimmed">
                  {v.who} · {v.when}
                </Text>
                <Tooltip label={t`Coming soon`}>
                  <Button size="compact-xs" variant="subtle" data-disabled onClick={(e) => e.preventDefault()}>
                    {t`Restore`}
                  </Button>
                </Tooltip>
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </>
  );
}
