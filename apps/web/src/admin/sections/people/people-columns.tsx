import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Select, Stack, Text } from "@mantine/core";
import { IconDevices, IconMailX, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { formatDateTime } from "@lumiere/i18n";
import { STAFF_ROLES, type StaffRole } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import type { Column } from "../../components/data-table";
import { RowAction } from "../../components/row-action";
import { useConfirm } from "../../lib/confirm";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { ROLE_COLORS, ROLE_LABELS } from "../../lib/roles";
import type { Invitation, Person } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { nameOf, type usePersonChanges } from "./person-modals";

/** A date and time in the admin's language, or a dash. */
function useDateText() {
  const lang = useAdminLang();
  return (value: string | Date | null) => (value ? formatDateTime(value, lang) : "—");
}

/** The team table's columns: who, their role (changed in place), two-factor, last sign-in, sessions and removal. */
export function usePeopleColumns(changes: ReturnType<typeof usePersonChanges>, showSessions: (person: Person) => void): Column<Person>[] {
  const { t, i18n } = useLingui();
  const date = useDateText();
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }));
  return [
    {
      key: "name",
      header: t`Name`,
      render: (p) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {nameOf(p)}
            </Text>
            {p.isSelf ? (
              <Badge size="sm" variant="outline" color="gray">
                <Trans>You</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {p.username}
          </Text>
        </Stack>
      ),
    },
    { key: "email", header: t`E-mail`, render: (p) => <Text size="sm">{p.email ?? "—"}</Text> },
    {
      key: "role",
      header: t`Role`,
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={ROLE_COLORS[p.role]} data-testid="role-badge">
            {i18n._(ROLE_LABELS[p.role])}
          </Badge>
          <Select
            size="xs"
            w={150}
            aria-label={t`Change the role of ${nameOf(p)}`}
            data={roleOptions}
            value={p.role}
            allowDeselect={false}
            onChange={(value) => {
              if (value && value !== p.role) changes.changeRole(p, value as StaffRole);
            }}
          />
        </Group>
      ),
    },
    {
      key: "twoFactor",
      header: t`Two-factor`,
      render: (p) =>
        p.hasTwoFactor ? (
          <Badge variant="light" color="teal">
            <Trans>Yes</Trans>
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            <Trans>No</Trans>
          </Badge>
        ),
    },
    { key: "invitedBy", header: t`Invited by`, render: (p) => <Text size="sm">{p.invitedBy ?? "—"}</Text> },
    { key: "lastSignIn", header: t`Last sign-in`, render: (p) => <Text size="sm">{date(p.lastSignInAt)}</Text> },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <RowAction label={t`Sessions of ${nameOf(p)}`} onClick={() => showSessions(p)}>
            <IconDevices size={16} />
          </RowAction>
          {p.isSelf ? null : (
            <RowAction label={t`Remove ${nameOf(p)}`} color="red" onClick={() => changes.remove(p)}>
              <IconTrash size={16} />
            </RowAction>
          )}
        </Group>
      ),
    },
  ];
}

/** The pending invitations' columns, with the withdrawal (confirmed first). */
export function useInvitationColumns(refresh: () => void): Column<Invitation>[] {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const confirm = useConfirm();
  const date = useDateText();
  const revokeInvitation = useMutation(
    trpc.admin.people.revokeInvitation.mutationOptions({
      onSuccess: () => {
        notifySuccess(t`Invitation withdrawn`);
        refresh();
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`The invitation could not be withdrawn.`),
    }),
  );
  return [
    { key: "email", header: t`E-mail`, render: (i) => <Text size="sm">{i.email}</Text> },
    {
      key: "role",
      header: t`Role`,
      render: (i) => (
        <Badge variant="light" color={ROLE_COLORS[i.role]}>
          {i18n._(ROLE_LABELS[i.role])}
        </Badge>
      ),
    },
    { key: "invitedBy", header: t`Invited by`, render: (i) => <Text size="sm">{i.invitedBy ?? "—"}</Text> },
    { key: "expiresAt", header: t`Expires`, render: (i) => <Text size="sm">{date(i.expiresAt)}</Text> },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      render: (i) => (
        <RowAction
          label={t`Withdraw the invitation of ${i.email}`}
          color="red"
          loading={revokeInvitation.isPending && revokeInvitation.variables.id === i.id}
          onClick={() =>
            confirm({
              title: t`Withdraw the invitation of ${i.email}?`,
              message: t`The link sent to ${i.email} stops working. You can invite them again later.`,
              confirmLabel: t`Withdraw`,
              onConfirm: () => revokeInvitation.mutate({ id: i.id }),
            })
          }
        >
          <IconMailX size={16} />
        </RowAction>
      ),
    },
  ];
}
