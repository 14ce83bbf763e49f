import { useLingui } from "@lingui/react/macro";
import { Badge, Group, Tooltip } from "@mantine/core";
import { formatLongDate, LANGS } from "@lumiere/i18n";
import { STATE_LABELS, TRANSLATION_LABELS } from "../lib/editorial";
import type { EditorialItem } from "../lib/types";
import { useAdminLang } from "../lib/use-admin-lang";

/** Each language's state (draft, scheduled, in review, approved, published), or its translation state. */
export function StateBadges({ status, show = "state" }: { status: EditorialItem["status"]; show?: "state" | "translation" }) {
  const { i18n } = useLingui();
  const lang = useAdminLang();
  return (
    <Group gap={6} wrap="wrap">
      {LANGS.map((l) => {
        const s = status[l];
        const style = show === "state" ? STATE_LABELS[s.state] : TRANSLATION_LABELS[s.translation];
        const badge = (
          <Badge key={l} variant="light" color={style.color} data-testid={`${show}-${l}`} style={{ flexShrink: 0 }}>
            {l.toUpperCase()} · {i18n._(style.label)}
          </Badge>
        );
        return s.publishAt && show === "state" ? (
          <Tooltip key={l} label={formatLongDate(s.publishAt, lang)}>
            {badge}
          </Tooltip>
        ) : (
          badge
        );
      })}
    </Group>
  );
}
