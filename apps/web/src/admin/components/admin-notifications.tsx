import "@mantine/notifications/styles.css";
import { useLingui } from "@lingui/react/macro";
import { useHotkeys } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { useRef } from "react";
import { TOAST_CONTAINER } from "../../lib/toast-store";

/** The admin's toast region: one at a time, 5 s each, swipe to dismiss, F8 to focus it. */
export function AdminNotifications() {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useHotkeys([["F8", () => ref.current?.focus()]]);
  return (
    <section ref={ref} aria-label={t`Notification`} tabIndex={-1}>
      <Notifications {...TOAST_CONTAINER} position="bottom-right" />
    </section>
  );
}
