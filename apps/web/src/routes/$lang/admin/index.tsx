import { createFileRoute } from "@tanstack/react-router";
import { AdminShell } from "../../../admin/admin-shell";

export const Route = createFileRoute("/$lang/admin/")({
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const { lang } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <AdminShell
      lang={lang}
      // Spec §4: after sign-out to /admin/login (a French admin stays in French).
      onSignedOut={() => void (lang === "en" ? navigate({ to: "/admin/login" }) : navigate({ to: "/$lang/admin/login", params: { lang } }))}
      onLangChange={(next) => void navigate({ to: "/$lang/admin", params: { lang: next } })}
    />
  );
}
