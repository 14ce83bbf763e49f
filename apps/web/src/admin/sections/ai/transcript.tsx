import { useLingui } from "@lingui/react/macro";
import { Paper, Stack, Text } from "@mantine/core";

export interface TranscriptMessage {
  role: "user" | "assistant";
  content: string;
}

/** A conversation with Aya as the admin reads it: who said what, in order. */
export function Transcript({ messages }: { messages: TranscriptMessage[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      {messages.map((m, i) => (
        <Paper key={i} withBorder radius="md" p="sm" bg={m.role === "user" ? "indigo.0" : undefined} data-role={m.role}>
          <Text size="xs" fw={700} c="dimmed" mb={2}>
            {m.role === "user" ? t`Visitor` : "Aya"}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {m.content}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
