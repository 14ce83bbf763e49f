import { createFileRoute } from "@tanstack/react-router";
import { AdminShell } from "../../admin/admin-shell";
import { validateAdminSearch } from "./-admin-search";

export const Route = createFileRoute("/admin/")({
  validateSearch: validateAdminSearch,
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminShell
      lang="en"
      onSignedOut={() => void navigate({ to: "/admin/login" })}
      // The section and list state travel with the language switch.
      onLangChange={(lang) => void navigate({ to: "/$lang/admin", params: { lang }, search: (prev) => prev })}
    />
  );
}
