import "@mantine/notifications/styles.css";
import { useLingui } from "@lingui/react/macro";
import { useHotkeys } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { useRef } from "react";
import { adminNotifications } from "../lib/notify";

/** The admin's toast region: one at a time, 5 s each, swipe to dismiss, F8 to focus it. */
export function AdminNotifications() {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useHotkeys([["F8", () => ref.current?.focus()]]);
  return (
    <section ref={ref} aria-label={t`Notification`} tabIndex={-1}>
      <Notifications
        store={adminNotifications}
        limit={1}
        autoClose={5000}
        position="bottom-right"
        containerWidth={420}
        withinPortal={false}
      />
    </section>
  );
}
