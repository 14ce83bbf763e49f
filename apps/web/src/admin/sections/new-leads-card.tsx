import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@lumiere/i18n";
import { useTRPC } from "../../lib/trpc";
import { useAdminLang } from "../lib/use-admin-lang";

/** Leads that arrived since this admin's previous visit (a visit ends after 30 idle minutes). */
export function NewLeadsCard({ onOpen }: { onOpen(sectionId: string): void }) {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const { data } = useQuery(trpc.admin.leads.sinceLastVisit.queryOptions());
  if (!data) return null;
  const items = [
    { id: "contacts", n: data.contacts, label: t`contact messages` },
    { id: "consultations", n: data.consultations, label: t`consultation requests` },
    { id: "signups", n: data.signups, label: t`launch signups` },
  ];
  const since = data.since ? formatLongDate(data.since, lang) : null;
  return (
    <Paper withBorder radius="md" p="md" mt="lg" data-testid="new-leads">
      <Group gap="sm" mb="xs">
        <ThemeIcon variant="light" color="indigo" radius="md">
          <IconBellRinging size={18} />
        </ThemeIcon>
        <Text fw={600}>{since ? <Trans>New since your last visit ({since})</Trans> : <Trans>New leads</Trans>}</Text>
      </Group>
      <Group gap="lg">
        {items.map((i) => (
          <Anchor key={i.id} component="button" type="button" size="sm" onClick={() => onOpen(i.id)} data-testid={`new-${i.id}`}>
            <Text span fw={700} size="lg">
              {i.n}
            </Text>{" "}
            {i.label}
          </Anchor>
        ))}
      </Group>
    </Paper>
  );
}
