import { Tooltip } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { AdminNotifications } from "./components/admin-notifications";

/** The admin routes' component: every admin screen (login and dashboard), so toasts survive the move between them. */
export function AdminLayout() {
  return (
    // Spec §2: tooltips open after 700 ms; moving between them within 300 ms skips the wait.
    <Tooltip.Group openDelay={700} closeDelay={300}>
      <Outlet />
      <AdminNotifications />
    </Tooltip.Group>
  );
}
