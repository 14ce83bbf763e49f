import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "../../admin/admin-layout";
import { activateLang } from "../../lib/i18n";
import { AdminError, AdminPending, adminHead, guardAdmin } from "./-gate";

/** /admin and /admin/login: the English admin without a language prefix (same gate as /$lang/admin). */
export const Route = createFileRoute("/admin")({
  ssr: false,
  head: adminHead,
  beforeLoad: async ({ context, location }) => {
    await activateLang(context.i18n, "en");
    const { user } = await guardAdmin(context, location.pathname, { login: "/admin/login", dashboard: "/en/admin" });
    return { user, lang: "en" as const };
  },
  pendingComponent: AdminPending,
  errorComponent: AdminError,
  component: AdminLayout,
});
