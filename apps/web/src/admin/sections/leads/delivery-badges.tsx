import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Badge, Stack, Tooltip } from "@mantine/core";
import type { Delivery } from "../../lib/types";

const AUDIENCE: Record<string, MessageDescriptor> = { staff: msg`Team`, visitor: msg`Visitor` };
const STATE: Record<string, { label: MessageDescriptor; color: string }> = {
  pending: { label: msg`queued`, color: "yellow" },
  sending: { label: msg`sending`, color: "yellow" },
  sent: { label: msg`sent`, color: "teal" },
  failed: { label: msg`failed`, color: "red" },
};

/** The lead's e-mails and where each stands (queued and retrying, sent, or given up). */
export function DeliveryBadges({ deliveries }: { deliveries: Delivery[] }) {
  const { t, i18n } = useLingui();
  if (deliveries.length === 0) return null;
  return (
    <Stack gap={4} align="flex-start" data-testid="deliveries">
      {deliveries.map((d) => {
        const state = STATE[d.status] ?? { label: msg`unknown`, color: "gray" };
        const recipient = i18n._(AUDIENCE[d.audience] ?? msg`E-mail`);
        const delivery = i18n._(state.label);
        const tip = d.lastError ? `${d.attempts}× · ${d.lastError}` : d.sentAt ? new Date(d.sentAt).toLocaleString(i18n.locale) : "";
        const badge = (
          <Badge key={d.id} size="xs" variant="light" color={state.color} style={{ overflow: "visible" }} tt="none">
            {t`${recipient}: ${delivery}`}
          </Badge>
        );
        return tip ? (
          <Tooltip key={d.id} label={tip} multiline maw={320}>
            {badge}
          </Tooltip>
        ) : (
          badge
        );
      })}
    </Stack>
  );
}
