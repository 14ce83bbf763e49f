import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { LeadKind } from "../../lib/types";

/** The Select's value for "nobody": the lead stays in the shared inbox. */
const NOBODY = "none";

interface AssigneeSelectProps {
  lead: { kind: LeadKind; id: number; who: string };
  assignee: { id: number; name: string } | null;
  onChanged(): void;
}

/** "Assigned to": one of the people who handle leads, who then gets the lead's e-mails; or nobody. */
export function AssigneeSelect({ lead, assignee, onChanged }: AssigneeSelectProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const people = useQuery({ ...trpc.admin.leads.assignees.queryOptions(), staleTime: 60_000 });
  const assign = useMutation(
    trpc.admin.leads.assign.mutationOptions({
      onSuccess: (_, input) => {
        onChanged();
        notifySuccess(t`Success`, input.userId === null ? t`The lead is back in the shared inbox` : t`Lead assigned`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to update the lead`),
    }),
  );
  const options = [{ value: NOBODY, label: t`Nobody` }, ...(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))];
  // A person no longer in the list (removed since) still shows by name.
  if (assignee && !options.some((o) => o.value === String(assignee.id))) options.push({ value: String(assignee.id), label: assignee.name });
  const value = assignee ? String(assignee.id) : NOBODY;
  return (
    <Select
      size="xs"
      mt={6}
      w={170}
      label={t`Assigned to`}
      aria-label={t`Assigned to, for ${lead.who}`}
      data={options}
      value={value}
      allowDeselect={false}
      disabled={assign.isPending}
      onChange={(next) =>
        next && next !== value && assign.mutate({ kind: lead.kind, id: lead.id, userId: next === NOBODY ? null : Number(next) })
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
