import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Box, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDevices, IconKey, IconLock, IconShieldLock, IconUser } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import { ROLE_COLORS, ROLE_LABELS } from "../../lib/roles";
import { mustSetUpTwoFactor } from "../../lib/viewer";
import { SessionsList } from "../people/sessions-list";
import { SettingsCard } from "../settings/settings-card";
import { PasswordForm, ProfileForm } from "./account-forms";
import { TwoFactorPanel } from "./two-factor-panel";

/** My account: profile, password, two-factor and your own sessions; while two-factor is required and missing, only two-factor. */
export function AccountSection() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.auth.me.queryOptions());
  const sessionsKey = trpc.admin.people.sessions.pathKey();
  const user = me.data;

  const twoFactor = (
    <SettingsCard title={t`Two-factor authentication`} description={t`A code from your phone at each sign-in.`} icon={IconShieldLock}>
      <TwoFactorPanel />
    </SettingsCard>
  );

  return (
    <>
      <SectionHeader
        title={t`My account`}
        description={t`Your name, e-mail address, password, two-factor authentication and where you are signed in.`}
        actions={
          user?.role ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {user.username}
              </Text>
              <Badge variant="light" color={ROLE_COLORS[user.role]}>
                {i18n._(ROLE_LABELS[user.role])}
              </Badge>
            </Group>
          ) : null
        }
      />
      <QueryState isPending={me.isPending} error={me.error} onRetry={() => void me.refetch()} />
      {user && mustSetUpTwoFactor(user) ? (
        <Stack gap="lg" maw={720}>
          <Alert color="orange" icon={<IconLock />} title={t`Set up two-factor authentication to continue`}>
            <Trans>
              Your team requires two-factor authentication for everyone. Set it up below with an authenticator app on your phone; the rest
              of the admin opens as soon as it is on.
            </Trans>
          </Alert>
          {twoFactor}
        </Stack>
      ) : user ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <SettingsCard title={t`Profile`} description={t`How the team sees you, and where your e-mails go.`} icon={IconUser}>
            <ProfileForm me={user} />
          </SettingsCard>
          <SettingsCard title={t`Password`} description={t`Changing it signs you out everywhere else.`} icon={IconKey}>
            <PasswordForm onChanged={() => void queryClient.invalidateQueries({ queryKey: sessionsKey })} />
          </SettingsCard>
          {twoFactor}
          {/* The whole row: a table of sessions needs the width. */}
          <Box style={{ gridColumn: "1 / -1" }}>
            <SettingsCard title={t`Your sessions`} description={t`The browsers where you are signed in.`} icon={IconDevices}>
              <SessionsList />
            </SettingsCard>
          </Box>
        </SimpleGrid>
      ) : null}
    </>
  );
}
