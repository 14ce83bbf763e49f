import { useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { hideToast, showOnlyToast } from "../../lib/toast-store";

// The admin's two guards on an action that loses something: a confirmation naming the thing
// (delete, restore, erase…), or, where the thing can be put back, an Undo in the success toast.
// Every destructive button goes through one of them; none acts on a single click.

export interface ConfirmOptions {
  /** The question, naming the thing: "Delete “Title”?". */
  title: string;
  /** What will happen, in a sentence. */
  message: ReactNode;
  /** The confirm button's words: "Delete", "Restore". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Red (the default) for what cannot be taken back; any other colour gives the theme's primary, e.g. a restore that keeps history. */
  color?: string;
}

/** Opens the confirmation dialog (Mantine modals, provided by the admin layout only); Cancel changes nothing. */
export function useConfirm(): (options: ConfirmOptions) => void {
  const { t } = useLingui();
  return ({ title, message, confirmLabel, onConfirm, color = "red" }) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: t`Cancel` },
      // White text keeps AA contrast only on the darkest red and on the theme's primary colour.
      confirmProps: { color: color.startsWith("red") ? "red.9" : undefined },
      // Focus starts on Cancel: Enter pressed by habit changes nothing.
      cancelProps: { "data-autofocus": true },
      onConfirm,
    });
  };
}

export interface UndoToastOptions {
  title: ReactNode;
  message: ReactNode;
  undoLabel: string;
  onUndo: () => void;
}

/** The success toast of an action that can be taken back: its Undo button runs `onUndo` and closes it. */
export function notifyUndoable({ title, message, undoLabel, onUndo }: UndoToastOptions): void {
  const id = showOnlyToast({
    title,
    color: "teal",
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            hideToast(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
