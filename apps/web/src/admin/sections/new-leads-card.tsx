import { Plural, Trans } from "@lingui/react/macro";
import { Anchor, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@lumiere/i18n";
import { useTRPC } from "../../lib/trpc";
import { useAdminLang } from "../lib/use-admin-lang";

/** Leads that arrived since this admin's previous visit (a visit ends after 30 idle minutes). */
export function NewLeadsCard({ onOpen }: { onOpen(sectionId: string): void }) {
  const lang = useAdminLang();
  const trpc = useTRPC();
  const { data } = useQuery(trpc.admin.leads.sinceLastVisit.queryOptions());
  if (!data) return null;
  const items = [
    // Each label agrees with its count ("1 contact message", French "0 message de contact").
    { id: "contacts", n: data.contacts, label: <Plural value={data.contacts} one="contact message" other="contact messages" /> },
    {
      id: "consultations",
      n: data.consultations,
      label: <Plural value={data.consultations} one="consultation request" other="consultation requests" />,
    },
    { id: "signups", n: data.signups, label: <Plural value={data.signups} one="launch signup" other="launch signups" /> },
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
