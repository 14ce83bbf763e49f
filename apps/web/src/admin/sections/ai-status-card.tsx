import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlugConnected } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { LOCALES } from "@lumiere/i18n";
import { useTRPC } from "../../lib/trpc";
import { ToastDetail } from "../components/toast-detail";
import { describeError } from "../lib/errors";
import { notifyError, notifySuccess } from "../lib/notify";
import type { AiSettings } from "../lib/types";
import { useAdminLang } from "../lib/use-admin-lang";
import { useInvalidate } from "../lib/use-invalidate";

/** The real status: which provider answers, how the last test went, and Test Connection. */
export function AiStatusCard({ settings }: { settings: AiSettings }) {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const test = useMutation(
    trpc.admin.ai.test.mutationOptions({
      onSuccess: async (result) => {
        await invalidate.ai();
        notifySuccess(t`Success`, <ToastDetail text={t`AI connection test successful`} detail={result.message} />);
      },
      onError: async (error) => {
        await invalidate.ai();
        notifyError(t`Error`, <ToastDetail text={t`AI connection test failed`} detail={describeError(error, i18n)} />);
      },
    }),
  );

  const provider = settings.provider === "openai" ? t`OpenAI-compatible API` : t`Built-in assistant (answers from the site's content)`;
  const status =
    settings.lastTestOk === true ? (
      <Badge color="teal" variant="light">
        <Trans>Connected</Trans>
      </Badge>
    ) : settings.lastTestOk === false ? (
      <Badge color="red" variant="light">
        <Trans>Connection failed</Trans>
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        <Trans>Not tested yet</Trans>
      </Badge>
    );
  const testedAt = settings.lastTestAt ? new Date(settings.lastTestAt).toLocaleString(LOCALES[lang]) : null;

  return (
    <Card withBorder radius="md" p="lg" shadow="xs" data-testid="ai-status">
      <Title order={2} size="h4" mb="md">
        <Trans>Connection status</Trans>
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            <Trans>Active provider</Trans>
          </Text>
          <Text size="sm">{provider}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            <Trans>Last test</Trans>
          </Text>
          <Group gap="xs">{status}</Group>
          {testedAt ? (
            <Text size="xs" c="dimmed" mt={4}>
              {testedAt}
            </Text>
          ) : null}
          {settings.lastTestOk === false && settings.lastTestMessage ? (
            <Text size="xs" c="red" mt={4} style={{ wordBreak: "break-word" }}>
              {settings.lastTestMessage}
            </Text>
          ) : null}
        </div>
        <Button variant="light" leftSection={<IconPlugConnected size={18} />} loading={test.isPending} onClick={() => test.mutate()}>
          <Trans>Test Connection</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
