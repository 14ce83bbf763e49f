import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Text } from "@mantine/core";
import { AdminModal } from "../../components/admin-modal";
import { useState } from "react";
import { Transcript, type TranscriptMessage } from "./transcript";

/** Consultations list: the conversation with Aya that led to the request, in a dialog. */
export function TranscriptCell({ messages, name }: { messages: TranscriptMessage[]; name: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (messages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)} aria-label={t`Read the chat with ${name}`}>
        <Trans>Read the chat</Trans>
      </Button>
      <AdminModal opened={open} onClose={() => setOpen(false)} title={t`Conversation with Aya`} size="lg">
        <Transcript messages={messages} />
      </AdminModal>
    </>
  );
}
