import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DataTable } from "../../components/data-table";
import { SectionHeader } from "../../components/section-header";
import type { Person } from "../../lib/types";
import { InviteModal } from "./invite-modal";
import { useInvitationColumns, usePeopleColumns } from "./people-columns";
import { SessionsModal, usePersonChanges } from "./person-modals";

/** Team: the people who use the admin, their roles and sessions, and the invitations not yet accepted. */
export function PeopleSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.people.list.queryOptions());
  const [isInviting, setInviting] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<Person | null>(null);
  const refresh = () => void list.refetch();
  const changes = usePersonChanges(refresh);
  const peopleColumns = usePeopleColumns(changes, setSessionsOf);
  const invitationColumns = useInvitationColumns(refresh);

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
