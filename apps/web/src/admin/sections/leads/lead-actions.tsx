import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Textarea, Tooltip } from "@mantine/core";
import { AdminModal } from "../../components/admin-modal";
import { IconNote, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "@lumiere/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useConfirm } from "../../lib/confirm";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { LeadKind } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { LEAD_STATUS_LABELS, statusesOf } from "./lead-statuses";

interface LeadRef {
  kind: LeadKind;
  id: number;
  /** Who the lead is, for the dialogs' text. */
  who: string;
}

/** The lead's status, changed in place. */
export function StatusSelect({ lead, status, onChanged }: { lead: LeadRef; status: string; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const update = useMutation(
    trpc.admin.leads.update.mutationOptions({
      onSuccess: () => {
        onChanged();
        notifySuccess(t`Success`, t`Status updated`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to update the lead`),
    }),
  );
  return (
    <Select
      size="xs"
      aria-label={t`Status of ${lead.who}`}
      data={statusesOf(lead.kind).map((s) => ({ value: s, label: i18n._(LEAD_STATUS_LABELS[s]!) }))}
      value={status}
      allowDeselect={false}
      disabled={update.isPending}
      onChange={(next) => next && next !== status && update.mutate({ kind: lead.kind, id: lead.id, status: next as never })}
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface NotesButtonProps {
  lead: LeadRef;
  notes: string;
  /** Who last changed the notes (a name, "" when nobody has) and when. */
  editedBy: string;
  editedAt: string | null;
  onChanged(): void;
}

/** Internal notes: a preview under the status with who last changed them, edited in a dialog. */
export function NotesButton({ lead, notes, editedBy, editedAt, onChanged }: NotesButtonProps) {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(notes);
  const update = useMutation(
    trpc.admin.leads.update.mutationOptions({
      onSuccess: () => {
        setOpened(false);
        onChanged();
        notifySuccess(t`Success`, t`Notes saved`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to update the lead`),
    }),
  );
  return (
    <>
      <Group gap={4} wrap="nowrap" align="flex-start" mt={6}>
        <Tooltip label={t`Notes`}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t`Edit notes on ${lead.who}`}
            onClick={() => {
              setDraft(notes);
              setOpened(true);
            }}
          >
            <IconNote size={16} />
          </ActionIcon>
        </Tooltip>
        {notes ? (
          <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: "pre-wrap" }} data-testid="lead-notes">
            {notes}
          </Text>
        ) : null}
      </Group>
      {notes && editedBy && editedAt ? (
        <Text size="xs" c="dimmed" mt={2} data-testid="lead-notes-by">
          {t`Last edited by ${editedBy}, ${formatDateTime(editedAt, lang)}`}
        </Text>
      ) : null}
      <AdminModal opened={opened} onClose={() => setOpened(false)} title={t`Notes on ${lead.who}`} centered>
        <Stack>
          <Textarea
            label={t`Internal notes`}
            description={t`Seen only by the team.`}
            autosize
            minRows={4}
            maxRows={12}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={update.isPending} onClick={() => update.mutate({ kind: lead.kind, id: lead.id, notes: draft })}>
              <Trans>Save Notes</Trans>
            </Button>
          </Group>
        </Stack>
      </AdminModal>
    </>
  );
}

/**
 * A lead the bot defence held (sent faster than a person types): says so, and releases it, which
 * sends the team's notification it was held back from (the visitor's confirmation went at once).
 */
export function HeldRelease({ lead, onReleased }: { lead: LeadRef; onReleased(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const release = useMutation(
    trpc.admin.leads.release.mutationOptions({
      onSuccess: () => {
        onReleased();
        notifySuccess(t`Success`, t`Lead released: the team's notification is on its way`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to release the lead`),
    }),
  );
  return (
    <Group gap={6} mb={6} wrap="nowrap" data-testid="held">
      <Tooltip
        label={t`Sent faster than a person types (autofill, or a bot). The visitor's confirmation went out as for any lead; the team's notification waits until you release it.`}
        multiline
        maw={320}
      >
        <Badge size="sm" variant="light" color="orange" tt="none">
          {t`Held for review`}
        </Badge>
      </Tooltip>
      <Button
        size="compact-xs"
        variant="light"
        aria-label={t`Release ${lead.who} and notify the team`}
        loading={release.isPending}
        onClick={() => release.mutate({ kind: lead.kind, id: lead.id })}
      >
        {t`Release`}
      </Button>
    </Group>
  );
}

/** Deletes the lead (and its e-mails) after a confirmation naming it. */
export function DeleteLeadButton({ lead, onDeleted }: { lead: LeadRef; onDeleted(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const confirm = useConfirm();
  const remove = useMutation(
    trpc.admin.leads.remove.mutationOptions({
      onSuccess: () => {
        onDeleted();
        notifySuccess(t`Success`, t`Lead deleted`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to delete the lead`),
    }),
  );
  return (
    <Tooltip label={t`Delete`}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t`Delete ${lead.who}`}
        loading={remove.isPending}
        onClick={() =>
          confirm({
            title: t`Delete this lead?`,
            message: t`The lead from ${lead.who} and its e-mails will be deleted. This cannot be undone.`,
            confirmLabel: t`Delete Lead`,
            onConfirm: () => remove.mutate({ kind: lead.kind, id: lead.id }),
          })
        }
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
