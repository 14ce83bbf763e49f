import { useLingui } from "@lingui/react/macro";
import { Badge, Box, Group, Paper, Stack, Text } from "@mantine/core";
import { FIELD_LABELS } from "../../lib/editorial";
import { lineDiff } from "../../lib/line-diff";
import type { VersionItem } from "../../lib/types";

const COLORS = { same: undefined, removed: "var(--mantine-color-red-1)", added: "var(--mantine-color-green-1)" } as const;
const SIGNS = { same: " ", removed: "−", added: "+" } as const;

/** What one version changed, field by field and language by language, as removed and added lines. */
export function VersionDiff({ changes }: { changes: VersionItem["changes"] }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs">
      {changes.map((c) => {
        const label = FIELD_LABELS[c.field];
        return (
          <Paper key={`${c.field}-${c.lang ?? ""}`} withBorder p="xs" radius="sm" data-testid="version-change">
            <Group gap={6} mb={4}>
              <Text size="sm" fw={600}>
                {label ? i18n._(label) : c.field}
              </Text>
              {c.lang ? (
                <Badge size="xs" variant="outline">
                  {c.lang.toUpperCase()}
                </Badge>
              ) : null}
            </Group>
            <Box ff="monospace" fz="xs" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} mah={240}>
              {lineDiff(c.before ?? "", c.after ?? "")
                .filter((l, _i, all) => l.kind !== "same" || all.length <= 12)
                .map((l, i) => (
                  <div key={i} style={{ background: COLORS[l.kind] }} data-diff={l.kind}>
                    {SIGNS[l.kind]} {l.text}
                  </div>
                ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
