import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { formatDateTime } from "@lumiere/i18n";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { useConfirm } from "../../lib/confirm";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { StaffSession as Session } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { RowAction } from "../../components/row-action";

/** "Firefox on Windows" from a user agent: enough to recognise one's own devices. */
function describeAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return [browser, system].filter(Boolean).join(" · ") || userAgent.slice(0, 60);
}

/**
 * A person's signed-in sessions with a revoke button each and one for all the others; `userId`
 * absent: the signed-in person's own (their current session is marked and kept by "all").
 */
export function SessionsList({ userId, name }: { userId?: number; name?: string }) {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const input = userId === undefined ? {} : { userId };
  const sessions = useQuery(trpc.admin.people.sessions.queryOptions(input));
  const done = (message: string) => {
    notifySuccess(t`Success`, message);
    void sessions.refetch();
  };
  const fail = (error: unknown) => notifyError(t`Error`, describeError(error, i18n) ?? t`The session could not be signed out.`);
  const revoke = useMutation(
    trpc.admin.people.revokeSession.mutationOptions({ onSuccess: () => done(t`Session signed out`), onError: fail }),
  );
  const revokeAll = useMutation(
    trpc.admin.people.revokeAllSessions.mutationOptions({ onSuccess: () => done(t`Sessions signed out`), onError: fail }),
  );
  const confirm = useConfirm();
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current);

  const columns: Column<Session>[] = [
    {
      key: "device",
      header: t`Device`,
      render: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" title={s.userAgent ?? undefined}>
            {describeAgent(s.userAgent) ?? t`Unknown device`}
          </Text>
          {s.current ? (
            <Badge variant="light" color="teal">
              <Trans>This session</Trans>
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: "ip", header: t`IP address`, render: (s) => <Text size="sm">{s.ip ?? "—"}</Text> },
    { key: "createdAt", header: t`Signed in`, render: (s) => <Text size="sm">{formatDateTime(s.createdAt, lang)}</Text> },
    {
      key: "lastSeenAt",
      header: t`Last active`,
      render: (s) => <Text size="sm">{s.lastSeenAt ? formatDateTime(s.lastSeenAt, lang) : "—"}</Text>,
    },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      render: (s) =>
        s.current ? null : (
          <RowAction
            label={t`Sign out this session`}
            color="red"
            loading={revoke.isPending && revoke.variables.sessionId === s.id}
            onClick={() =>
              confirm({
                title: t`Sign out this session?`,
                message: t`The browser using it must sign in again.`,
                confirmLabel: t`Sign out`,
                onConfirm: () => revoke.mutate({ ...input, sessionId: s.id }),
              })
            }
          >
            <IconLogout size={16} />
          </RowAction>
        ),
    },
  ];

  return (
    <Stack gap="sm" data-testid="sessions">
      <DataTable
        query={sessions}
        rows={rows}
        columns={columns}
        rowTestId="session-row"
        empty={name ? t`${name} is not signed in anywhere.` : t`No session.`}
      />
      {others.length > 0 ? (
        <Group justify="flex-end">
          <Button
            variant="light"
            color="red"
            loading={revokeAll.isPending}
            onClick={() =>
              confirm({
                title: userId === undefined ? t`Sign out everywhere else?` : t`Sign out every session of ${name}?`,
                message:
                  userId === undefined
                    ? t`Every other browser where you are signed in must sign in again.`
                    : t`${name} must sign in again.`,
                confirmLabel: t`Sign out`,
                onConfirm: () => revokeAll.mutate(input),
              })
            }
          >
            {userId === undefined ? <Trans>Sign out everywhere else</Trans> : <Trans>Sign out of every session</Trans>}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
