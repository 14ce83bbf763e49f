import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconWebhook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { QueryState } from "../../../components/query-state";
import { WebhookEndpointCard } from "./webhook-endpoint-card";
import { WebhookEndpointForm } from "./webhook-endpoint-form";

/** Settings → Integrations: the webhook endpoints each new lead (and, if chosen, status change) is sent to. */
export function IntegrationsPanel() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.webhooks.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const refresh = () => void query.refetch();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            <Trans>Webhooks</Trans>
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            <Trans>
              Each new lead is sent to these HTTPS endpoints as JSON, signed in the Standard Webhooks format. A receiver that is down gets
              it later: sending is retried for about a day.
            </Trans>
          </Text>
        </div>
        {!adding ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            <Trans>Add endpoint</Trans>
          </Button>
        ) : null}
      </Group>
      {adding ? (
        <Card withBorder radius="md" p="lg" component="section" aria-label={t`New webhook endpoint`}>
          <WebhookEndpointForm
            onSaved={() => {
              setAdding(false);
              refresh();
            }}
            onCancel={() => setAdding(false)}
          />
        </Card>
      ) : null}
      <QueryState isPending={query.isPending} error={query.error} onRetry={refresh} />
      {query.data?.length === 0 && !adding ? (
        <Alert icon={<IconWebhook size={18} />} color="gray" variant="light">
          <Trans>No endpoint yet: leads stay in the inbox and the team's e-mail.</Trans>
        </Alert>
      ) : null}
      {query.data?.map((endpoint) => (
        <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onChanged={refresh} />
      ))}
    </Stack>
  );
}
