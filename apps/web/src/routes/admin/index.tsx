import { createFileRoute } from "@tanstack/react-router";
import { AdminShell } from "../../admin/admin-shell";

export const Route = createFileRoute("/admin/")({
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminShell
      lang="en"
      onSignedOut={() => void navigate({ to: "/admin/login" })}
      onLangChange={(lang) => void navigate({ to: "/$lang/admin", params: { lang } })}
    />
  );
}
