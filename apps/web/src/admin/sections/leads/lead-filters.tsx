import { useLingui } from "@lingui/react/macro";
import { Checkbox, Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { LeadKind } from "../../lib/types";
import { LEAD_STATUS_LABELS, statusesOf } from "./lead-statuses";

export interface LeadFilterValues {
  q: string;
  status: string | null;
  from: string;
  to: string;
  /** Only the leads the bot defence holds for review. */
  held: boolean;
}

/** Search, status and received-between filters above a lead list. */
export function LeadFilters({ kind, value, onChange }: { kind: LeadKind; value: LeadFilterValues; onChange(v: LeadFilterValues): void }) {
  const { t, i18n } = useLingui();
  // What the search looks in (the lead tables' search text), so the hint names only fields the list has.
  const searchHint: Record<LeadKind, string> = {
    contact: t`Name, e-mail, company, message…`,
    consultation: t`Name, e-mail, company, project…`,
    signup: t`E-mail, source, notes…`,
  };
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <TextInput
        label={t`Search`}
        placeholder={searchHint[kind]}
        leftSection={<IconSearch size={16} />}
        value={value.q}
        onChange={(e) => onChange({ ...value, q: e.currentTarget.value })}
        w={280}
        type="search"
      />
      <Select
        label={t`Status`}
        placeholder={t`All statuses`}
        clearable
        data={statusesOf(kind).map((s) => ({ value: s, label: i18n._(LEAD_STATUS_LABELS[s]!) }))}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        w={200}
      />
      <TextInput
        label={t`Received from`}
        type="date"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
        w={170}
      />
      <TextInput
        label={t`Received to`}
        type="date"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        w={170}
      />
      <Checkbox
        label={t`Held for review only`}
        checked={value.held}
        onChange={(e) => onChange({ ...value, held: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
