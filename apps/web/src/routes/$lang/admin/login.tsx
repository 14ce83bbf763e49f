import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../../../admin/login-page";

export const Route = createFileRoute("/$lang/admin/login")({
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { lang } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // Spec §4: after login to /en/admin (a French admin stays in French).
  return <LoginPage lang={lang} onSignedIn={() => void navigate({ to: "/$lang/admin", params: { lang } })} />;
}
