import { useLingui } from "@lingui/react/macro";
import { Tooltip } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Outlet } from "@tanstack/react-router";
import { AdminNotifications } from "./components/admin-notifications";

/** The admin routes' component: every admin screen (login and dashboard), so toasts survive the move between them. */
export function AdminLayout() {
  const { t } = useLingui();
  return (
    // Spec §2: tooltips open after 700 ms; moving between them within 300 ms skips the wait.
    <Tooltip.Group openDelay={700} closeDelay={300}>
      {/* The confirmations of lib/confirm.tsx: the admin's only, the public site never loads them. */}
      <ModalsProvider
        modalProps={{
          centered: true,
          closeButtonProps: { "aria-label": t`Close` },
          // Inside a dialog the header is not a second banner landmark beside the admin's own.
          attributes: { header: { role: "presentation" } },
        }}
      >
        <Outlet />
        <AdminNotifications />
      </ModalsProvider>
    </Tooltip.Group>
  );
}
