import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from "@mantine/core";
import { SampleNotice } from "../../components/sample-notice";
import { SectionHeader } from "../../components/section-header";

/** Spec §2 placeholder: a sample team and sample activity. */
export function CollaborationSection() {
  const { t } = useLingui();
  const team = [
    { name: "Camille Laurent", role: t`Editor`, status: t`Online`, online: true },
    { name: "Julien Moreau", role: t`Author`, status: t`Away`, online: false },
    { name: "Sophie Bernard", role: t`Reviewer`, status: t`Online`, online: true },
  ];
  const activity = [
    { who: "Camille Laurent", what: t`commented on “AI in Healthcare”`, when: t`2 hours ago` },
    { who: "Sophie Bernard", what: t`approved “Computer Vision for Retail”`, when: t`Yesterday` },
    { who: "Julien Moreau", what: t`started a draft: “Predictive Maintenance 101”`, when: t`3 days ago` },
  ];
  return (
    <>
      <SectionHeader title={t`Collaboration`} description={t`Work on content together with your team.`} />
      <SampleNotice />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" p="lg" shadow="xs">
          <Title order={3} size="h4" mb="md">
            <Trans>Team members</Trans>
          </Title>
          <Stack gap="sm">
            {team.map((m) => (
              <Group key={m.name} justify="space-between">
                <Group gap="sm">
                  <Avatar radius="xl" color="indigo">
                    {m.name
                      .split(" ")
                      .map((p) => p[0])
                      .join("")}
                  </Avatar>
                  <div>
                    <Text size="sm" fw={600}>
                      {m.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {m.role}
                    </Text>
                  </div>
                </Group>
                <Badge variant="dot" color={m.online ? "teal" : "gray"}>
                  {m.status}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder radius="md" p="lg" shadow="xs">
          <Title order={3} size="h4" mb="md">
            <Trans>Recent activity</Trans>
          </Title>
          <Timeline bulletSize={14} lineWidth={2}>
            {activity.map((a) => (
              <Timeline.Item key={a.what} title={a.who}>
                <Text size="sm">{a.what}</Text>
                <Text size="xs" c="dimmed">
                  {a.when}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      </SimpleGrid>
    </>
  );
}
