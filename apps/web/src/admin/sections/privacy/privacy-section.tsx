import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { AdminModal } from "../../components/admin-modal";
import { IconDownload, IconSearch, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { subjectInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { SectionHeader } from "../../components/section-header";
import { QueryState } from "../../components/query-state";
import { translateValidationMessage } from "../../../lib/zod-form";
import { downloadFile } from "../../lib/download";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { AuditList } from "./audit-list";

/** Saves the JSON a person is entitled to receive (GDPR art. 15 and 20). */
function downloadJson(filename: string, value: unknown) {
  downloadFile(filename, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}

/** Data-subject requests: find everything about one e-mail address, export it, erase it. */
export function PrivacySection() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [input, setInput] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const found = useQuery({ ...trpc.admin.leads.findSubject.queryOptions({ email: email ?? "" }), enabled: email !== null });

  const erase = useMutation(
    trpc.admin.leads.eraseSubject.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        notifySuccess(t`Success`, t`Everything about ${email} was erased`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Erasure failed`),
    }),
  );

  const search = (e: FormEvent) => {
    e.preventDefault();
    const parsed = subjectInputSchema.safeParse({ email: input });
    if (!parsed.success) {
      setInputError(translateValidationMessage(i18n, parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setInputError(null);
    setEmail(parsed.data.email);
  };

  const data = found.data;
  const counts = data
    ? [
        { label: t`Contact messages`, n: data.contacts.length },
        { label: t`Consultation requests`, n: data.consultations.length },
        { label: t`Launch signups`, n: data.signups.length },
        { label: t`Chat messages`, n: data.chatMessages.length },
        { label: t`E-mails`, n: data.emails.length },
      ]
    : [];
  const total = counts.reduce((a, c) => a + c.n, 0);

  return (
    <>
      <SectionHeader
        title={t`Data Requests`}
        description={t`Answer a person's GDPR request: find everything held about their e-mail address, export it as JSON, or erase it.`}
      />
      <Paper withBorder radius="md" p="lg" mb="lg">
        <form onSubmit={search} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t`E-mail address`}
              type="email"
              value={input}
              onChange={(e) => setInput(e.currentTarget.value)}
              error={inputError}
              w={340}
            />
            <Button type="submit" leftSection={<IconSearch size={18} />} loading={found.isFetching}>
              <Trans>Find</Trans>
            </Button>
          </Group>
        </form>
      </Paper>
      <QueryState isPending={false} error={found.error} onRetry={() => void found.refetch()} />
      {data ? (
        <Paper withBorder radius="md" p="lg" mb="lg" data-testid="subject-result">
          <Text fw={600} mb="sm">
            {total === 0 ? <Trans>Nothing is held about {data.email}.</Trans> : <Trans>Held about {data.email}:</Trans>}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 5 }} mb="md">
            {counts.map((c) => (
              <Stack key={c.label} gap={0}>
                <Text size="xl" fw={700} data-testid="subject-count">
                  {c.n}
                </Text>
                <Text size="sm" c="dimmed">
                  {c.label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => downloadJson(`personal-data-${data.email}.json`, data)}
            >
              <Trans>Export JSON</Trans>
            </Button>
            <Button color="red.9" leftSection={<IconTrash size={18} />} disabled={total === 0} onClick={() => setConfirming(true)}>
              <Trans>Erase Everything</Trans>
            </Button>
          </Group>
        </Paper>
      ) : null}
      <AdminModal opened={isConfirming} onClose={() => setConfirming(false)} title={t`Erase all data about ${email}?`} centered>
        <Text size="sm" mb="md">
          <Trans>
            Contact messages, consultation requests, signups, chat messages and e-mails of this address will be deleted for good. An audit
            entry records what was erased, when and by whom, without the address.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red.9" loading={erase.isPending} onClick={() => email && erase.mutate({ email })}>
            <Trans>Erase</Trans>
          </Button>
        </Group>
      </AdminModal>
      <AuditList />
    </>
  );
}
