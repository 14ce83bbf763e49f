import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "../../../admin/admin-layout";
import { AdminError, AdminPending, adminHead, guardAdmin } from "../../admin/-gate";

/** The admin under a language: /en/admin, /fr/admin/login… (see ../../admin/-gate.tsx). */
export const Route = createFileRoute("/$lang/admin")({
  ssr: false,
  head: adminHead,
  beforeLoad: ({ context, location }) =>
    guardAdmin(context, location.pathname, { login: `/${context.lang}/admin/login`, dashboard: `/${context.lang}/admin` }),
  pendingComponent: AdminPending,
  errorComponent: AdminError,
  component: AdminLayout,
});
