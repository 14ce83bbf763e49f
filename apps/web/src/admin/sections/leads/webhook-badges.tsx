import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Badge, Stack, Tooltip } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { translateConnectionError } from "../../lib/errors";
import type { LeadKind } from "../../lib/types";

const STATE: Record<string, { label: MessageDescriptor; color: string }> = {
  pending: { label: msg`queued`, color: "yellow" },
  sending: { label: msg`sending`, color: "yellow" },
  delivered: { label: msg`delivered`, color: "teal" },
  failed: { label: msg`failed`, color: "red" },
};
const EVENT: Record<string, MessageDescriptor> = { "lead.created": msg`new lead`, "lead.status_changed": msg`status change` };

/**
 * Where the lead's webhook deliveries stand, per endpoint. One query per inbox page (`pageIds`, the
 * same for every row, so the rows share it).
 */
export function WebhookBadges({ kind, id, pageIds }: { kind: LeadKind; id: number; pageIds: number[] }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const query = useQuery(
    trpc.admin.webhooks.deliveries.queryOptions(
      { kind, ids: pageIds },
      {
        enabled: pageIds.length > 0,
        // A delivery on its way is looked at again until it is delivered or given up.
        refetchInterval: (q) => (q.state.data?.some((d) => d.status === "pending" || d.status === "sending") ? 5000 : false),
      },
    ),
  );
  const deliveries = (query.data ?? []).filter((d) => d.leadId === id);
  if (deliveries.length === 0) return null;
  return (
    <Stack gap={4} align="flex-start" mt={4} data-testid="webhook-deliveries">
      {deliveries.map((d) => {
        const state = STATE[d.status] ?? { label: msg`unknown`, color: "gray" };
        const event = i18n._(EVENT[d.eventType] ?? msg`event`);
        const tip = [
          t`Webhook ${d.endpoint}, ${event}`,
          d.lastError
            ? `${d.attempts}× · ${translateConnectionError(d.lastError, i18n) ?? d.lastError}`
            : d.deliveredAt
              ? new Date(d.deliveredAt).toLocaleString(i18n.locale)
              : "",
        ]
          .filter(Boolean)
          .join(" · ");
        const delivery = i18n._(state.label);
        return (
          <Tooltip key={d.id} label={tip} multiline maw={320}>
            <Badge size="xs" variant="light" color={state.color} style={{ overflow: "visible" }} tt="none">
              {t`Webhook: ${delivery}`}
            </Badge>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
