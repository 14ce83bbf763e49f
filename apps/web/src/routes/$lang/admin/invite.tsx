import { createFileRoute } from "@tanstack/react-router";
import { InvitePage } from "../../../admin/invite-page";

export const Route = createFileRoute("/$lang/admin/invite")({
  component: AdminInviteRoute,
});

function AdminInviteRoute() {
  const { lang } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // The new person is signed in by the acceptance: straight into the admin, in the invitation's language.
  return <InvitePage lang={lang} onSignedIn={() => void navigate({ to: "/$lang/admin", params: { lang } })} />;
}
