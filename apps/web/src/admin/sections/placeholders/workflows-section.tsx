import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Card, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import { SampleNotice } from "../../components/sample-notice";
import { SectionHeader } from "../../components/section-header";

/** Spec §2 and §9 placeholder: the workflow choices and sample items in progress. */
export function WorkflowsSection() {
  const { t } = useLingui();
  const items = [
    { title: t`AI in Healthcare: 2025 Outlook`, step: t`Review`, assignee: "Sophie Bernard", color: "yellow" },
    { title: t`Computer Vision for Retail`, step: t`Approve`, assignee: "Camille Laurent", color: "blue" },
    { title: t`Predictive Maintenance 101`, step: t`Draft`, assignee: "Julien Moreau", color: "gray" },
  ];
  return (
    <>
      <SectionHeader title={t`Workflows`} description={t`Review and approval steps before content is published.`} />
      <SampleNotice />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg" shadow="xs" maw={520}>
          <Select
            label={t`Publishing workflow`}
            defaultValue="draft-review-publish"
            allowDeselect={false}
            data={[
              { value: "draft-review-publish", label: t`Draft → Review → Publish` },
              { value: "draft-publish", label: t`Draft → Publish` },
              { value: "draft-review-approve-publish", label: t`Draft → Review → Approve → Publish` },
            ]}
          />
        </Card>
        <div>
          <Title order={3} size="h4" mb="sm">
            <Trans>In progress</Trans>
          </Title>
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Content</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Step</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Assigned to</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((i) => (
                  <Table.Tr key={i.title}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {i.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={i.color}>
                        {i.step}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{i.assignee}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </div>
      </Stack>
    </>
  );
}
