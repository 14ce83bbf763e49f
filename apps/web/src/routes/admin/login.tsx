import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../../admin/login-page";

export const Route = createFileRoute("/admin/login")({
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const navigate = Route.useNavigate();
  return <LoginPage lang="en" onSignedIn={() => void navigate({ to: "/$lang/admin", params: { lang: "en" } })} />;
}
