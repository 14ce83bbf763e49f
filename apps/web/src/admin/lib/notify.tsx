import { cleanNotifications, createNotificationsStore, showNotification } from "@mantine/notifications";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** The admin's own toast store: the admin is client-only, so one store per tab is right. */
export const adminNotifications = createNotificationsStore();

/** Spec §4: one toast at a time, so a new one replaces the one showing. */
function show(title: ReactNode, message: ReactNode, ok: boolean) {
  cleanNotifications(adminNotifications);
  showNotification(
    {
      title,
      message,
      color: ok ? "teal" : "red",
      icon: ok ? <IconCheck size={18} /> : <IconX size={18} />,
      withBorder: true,
      "data-variant": ok ? "default" : "destructive",
    },
    adminNotifications,
  );
}

export function notifySuccess(title: ReactNode, message: ReactNode = null): void {
  show(title, message, true);
}

export function notifyError(title: ReactNode, message: ReactNode = null): void {
  show(title, message, false);
}
