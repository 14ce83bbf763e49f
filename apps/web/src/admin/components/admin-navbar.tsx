import { Trans, useLingui } from "@lingui/react/macro";
import { AppShell, Badge, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { useTRPC } from "../../lib/trpc";
import { GROUP_LABELS, visibleSections } from "../sections";

interface AdminNavbarProps {
  activeId: string;
  onSelect: (id: string) => void;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** The sidebar: 'Admin Panel / Content Management', the sections of spec §2 this person may open, and Sign Out. */
export function AdminNavbar({ activeId, onSelect, onSignOut, isSigningOut }: AdminNavbarProps) {
  const { i18n, t } = useLingui();
  const trpc = useTRPC();
  const sections = visibleSections(useQuery(trpc.auth.me.queryOptions()).data);
  return (
    <>
      <AppShell.Section px="xs" pt={0} pb="xs">
        <Title order={2} size="h5">
          <Trans>Admin Panel</Trans>
        </Title>
        <Text size="xs" c="dimmed">
          <Trans>Content Management</Trans>
        </Text>
      </AppShell.Section>
      {/* The list scrolls within the sidebar, its scrollbar shown whenever the list is taller than
          the window (a hidden one gave no hint of the sections below), rows compact enough for
          every section to fit on a laptop screen. */}
      <AppShell.Section grow component={ScrollArea} type="auto" offsetScrollbars>
        <nav aria-label={t`Admin sections`}>
          <Stack gap={2}>
            {sections.map((s, i) => {
              const Icon = s.icon;
              const groupStarts = i === 0 || sections[i - 1]?.group !== s.group;
              return (
                <Fragment key={s.id}>
                  {groupStarts ? (
                    <Group gap={6} px="sm" pt={i === 0 ? 0 : 6} pb={0}>
                      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                        {i18n._(GROUP_LABELS[s.group])}
                      </Text>
                    </Group>
                  ) : null}
                  <NavLink
                    component="button"
                    type="button"
                    label={i18n._(s.label)}
                    leftSection={<Icon size={18} stroke={1.6} />}
                    // On the placeholder itself: its group also holds real sections.
                    rightSection={
                      s.isSample ? (
                        <Badge size="xs" variant="light" color="gray" tt="none">
                          <Trans>Sample</Trans>
                        </Badge>
                      ) : null
                    }
                    active={s.id === activeId}
                    aria-current={s.id === activeId ? "page" : undefined}
                    onClick={() => onSelect(s.id)}
                    onMouseEnter={() => void s.preload()}
                    py={3}
                    styles={{ body: { lineHeight: "19px" }, label: { lineHeight: "19px" } }}
                    style={{ borderRadius: "var(--mantine-radius-md)" }}
                  />
                </Fragment>
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>
      <AppShell.Section pt="xs">
        <Button fullWidth variant="light" color="red" leftSection={<IconLogout size={18} />} onClick={onSignOut} loading={isSigningOut}>
          <Trans>Sign Out</Trans>
        </Button>
      </AppShell.Section>
    </>
  );
}
