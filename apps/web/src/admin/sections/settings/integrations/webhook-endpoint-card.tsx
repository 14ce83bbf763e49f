import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Alert, Badge, Button, Card, CopyButton, Group, PasswordInput, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconRefresh, IconSend, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { RouterOutputs } from "@lumiere/server/router";
import { useTRPC } from "../../../../lib/trpc";
import { translateValidationMessage } from "../../../../lib/zod-form";
import { useConfirm } from "../../../lib/confirm";
import { describeError, translateConnectionError } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useKindLabels } from "./kind-labels";
import { WebhookEndpointForm } from "./webhook-endpoint-form";

export type WebhookEndpoint = RouterOutputs["admin"]["webhooks"]["list"][number];
type TestResult = RouterOutputs["admin"]["webhooks"]["test"];

/** One endpoint: what it receives, its signing secret (copy, rotate), a test event, edit and delete. */
export function WebhookEndpointCard({ endpoint, onChanged }: { endpoint: WebhookEndpoint; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const confirm = useConfirm();
  const kindLabels = useKindLabels();
  const [editing, setEditing] = useState(false);
  const [secretVisible, setSecretVisible] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);
  const failed = (fallback: string) => (error: unknown) => notifyError(t`Error`, describeError(error, i18n) ?? fallback);
  const test = useMutation(
    trpc.admin.webhooks.test.mutationOptions({ onSuccess: setResult, onError: failed(t`The test event could not be sent`) }),
  );
  const rotate = useMutation(
    trpc.admin.webhooks.rotateSecret.mutationOptions({
      onSuccess: () => {
        notifySuccess(t`Success`, t`A new signing secret was made: update it in the receiver`);
        onChanged();
      },
      onError: failed(t`The secret could not be rotated`),
    }),
  );
  const remove = useMutation(
    trpc.admin.webhooks.remove.mutationOptions({
      onSuccess: () => {
        notifySuccess(t`Success`, t`Webhook endpoint deleted`);
        onChanged();
      },
      onError: failed(t`The endpoint could not be deleted`),
    }),
  );
  const name = endpoint.description || endpoint.url;
  const titleId = `webhook-${endpoint.id}-title`;

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} data-testid="webhook-endpoint">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id={titleId} style={{ wordBreak: "break-all" }}>
            {name}
          </Title>
          {endpoint.description ? (
            <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
              {endpoint.url}
            </Text>
          ) : null}
        </div>
        <Badge variant="light" color={endpoint.enabled ? "teal" : "gray"}>
          {endpoint.enabled ? t`Enabled` : t`Paused`}
        </Badge>
      </Group>
      {editing ? (
        <WebhookEndpointForm
          endpoint={endpoint}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack gap="sm">
          <Group gap={6}>
            {endpoint.kinds.map((kind) => (
              <Badge key={kind} variant="outline" size="sm" tt="none">
                {kindLabels[kind]}
              </Badge>
            ))}
            {endpoint.statusChanges ? (
              <Badge variant="outline" size="sm" tt="none">
                {t`Status changes`}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <PasswordInput
              label={t`Signing secret`}
              description={t`The receiver verifies each request's webhook-signature header with it.`}
              value={endpoint.secret}
              readOnly
              visible={secretVisible}
              onVisibilityChange={setSecretVisible}
              visibilityToggleButtonProps={{ "aria-label": secretVisible ? t`Hide secret` : t`Show secret` }}
              style={{ flex: 1 }}
            />
            <CopyButton value={endpoint.secret}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t`Copied` : t`Copy secret`}>
                  <ActionIcon variant="default" size="lg" mb={2} onClick={copy} aria-label={t`Copy secret`}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          {result ? <TestOutcome result={result} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() =>
                confirm({
                  title: t`Delete the endpoint “${name}”?`,
                  message: t`Nothing more will be sent to it, including deliveries still waiting.`,
                  confirmLabel: t`Delete`,
                  onConfirm: () => remove.mutate({ id: endpoint.id }),
                })
              }
            >
              <Trans>Delete</Trans>
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={rotate.isPending}
              onClick={() =>
                confirm({
                  title: t`Rotate the signing secret of “${name}”?`,
                  message: t`The current secret stops working at once: the receiver must be given the new one.`,
                  confirmLabel: t`Rotate secret`,
                  color: "blue",
                  onConfirm: () => rotate.mutate({ id: endpoint.id }),
                })
              }
            >
              <Trans>Rotate secret</Trans>
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
            <Button leftSection={<IconSend size={16} />} loading={test.isPending} onClick={() => test.mutate({ id: endpoint.id })}>
              <Trans>Send a test event</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** What the receiver answered to the test event, or why it could not be reached. */
function TestOutcome({ result }: { result: TestResult }) {
  const { t, i18n } = useLingui();
  const status = result.status;
  // A network error or a refused address in the admin's language; a receiver's own answer as it is.
  const detail = result.detail ? (translateConnectionError(result.detail, i18n) ?? translateValidationMessage(i18n, result.detail)) : "";
  return (
    <Alert color={result.ok ? "teal" : "red"} role="status" title={result.ok ? t`Test event delivered` : t`Test event not delivered`}>
      <Text size="sm">
        {status === null ? t`The receiver could not be reached.` : t`The receiver answered with HTTP status ${status}.`}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: "break-word" }}>
          {detail}
        </Text>
      ) : null}
    </Alert>
  );
}
