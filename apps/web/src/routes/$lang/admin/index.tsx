import { createFileRoute } from "@tanstack/react-router";
import { DEFAULT_LANG } from "@lumiere/i18n";
import { AdminShell } from "../../../admin/admin-shell";
import { validateAdminSearch } from "../../admin/-admin-search";

export const Route = createFileRoute("/$lang/admin/")({
  validateSearch: validateAdminSearch,
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const { lang } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <AdminShell
      lang={lang}
      // Spec §4: after sign-out to /admin/login (the default language's address; a French admin stays in French).
      onSignedOut={() =>
        void (lang === DEFAULT_LANG ? navigate({ to: "/admin/login" }) : navigate({ to: "/$lang/admin/login", params: { lang } }))
      }
      // The section and list state travel with the language switch.
      onLangChange={(next) => void navigate({ to: "/$lang/admin", params: { lang: next }, search: (prev) => prev })}
    />
  );
}
