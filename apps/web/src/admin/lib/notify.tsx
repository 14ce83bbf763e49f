import { IconCheck, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { showOnlyToast } from "../../lib/toast-store";

/** Spec §4: one toast at a time, so a new one replaces the one showing. */
function show(title: ReactNode, message: ReactNode, ok: boolean) {
  showOnlyToast({
    title,
    message,
    color: ok ? "teal" : "red",
    icon: ok ? <IconCheck size={18} /> : <IconX size={18} />,
    "data-variant": ok ? "default" : "destructive",
  });
}

export function notifySuccess(title: ReactNode, message: ReactNode = null): void {
  show(title, message, true);
}

export function notifyError(title: ReactNode, message: ReactNode = null): void {
  show(title, message, false);
}
