import { Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { AdminNotifications } from "./components/admin-notifications";

/** Wraps every admin screen (login and dashboard) so toasts survive the move between them. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    // Spec §2: tooltips open after 700 ms; moving between them within 300 ms skips the wait.
    <Tooltip.Group openDelay={700} closeDelay={300}>
      {children}
      <AdminNotifications />
    </Tooltip.Group>
  );
}
