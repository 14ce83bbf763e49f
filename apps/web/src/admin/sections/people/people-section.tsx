import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconDevices, IconMailX, IconTrash, IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { formatDateTime } from "@lumiere/i18n";
import { STAFF_ROLES, type StaffRole } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { RowAction } from "../../components/row-action";
import { SectionHeader } from "../../components/section-header";
import { useConfirm } from "../../lib/confirm";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { ROLE_COLORS, ROLE_LABELS } from "../../lib/roles";
import type { Invitation, Person } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { InviteModal } from "./invite-modal";
import { nameOf, SessionsModal, usePersonChanges } from "./person-modals";

/** Team: the people who use the admin, their roles and sessions, and the invitations not yet accepted. */
export function PeopleSection() {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.people.list.queryOptions());
  const [isInviting, setInviting] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<Person | null>(null);
  const refresh = () => void list.refetch();
  const changes = usePersonChanges(refresh);
  const confirm = useConfirm();
  const revokeInvitation = useMutation(
    trpc.admin.people.revokeInvitation.mutationOptions({
      onSuccess: () => {
        notifySuccess(t`Invitation withdrawn`);
        refresh();
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`The invitation could not be withdrawn.`),
    }),
  );
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }));
  const date = (value: string | Date | null) => (value ? formatDateTime(value, lang) : "—");

  const peopleColumns: Column<Person>[] = [
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
          <RowAction label={t`Sessions of ${nameOf(p)}`} onClick={() => setSessionsOf(p)}>
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

  const invitationColumns: Column<Invitation>[] = [
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

  return (
    <>
      <SectionHeader
        title={t`Team`}
        description={t`The people who use this admin, what each may do, and where they are signed in.`}
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
            <Trans>Invite someone</Trans>
          </Button>
        }
      />
      <Stack gap="xl">
        <DataTable
          query={list}
          rows={list.data?.people ?? []}
          columns={peopleColumns}
          rowTestId="person-row"
          minWidth={1000}
          empty={t`Nobody yet.`}
        />
        {list.data && list.data.invitations.length > 0 ? (
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Pending invitations</Trans>
            </Title>
            <DataTable query={list} rows={list.data.invitations} columns={invitationColumns} rowTestId="invitation-row" empty={null} />
          </Stack>
        ) : null}
      </Stack>
      <InviteModal opened={isInviting} onClose={() => setInviting(false)} onInvited={refresh} />
      <SessionsModal person={sessionsOf} onClose={() => setSessionsOf(null)} />
    </>
  );
}
