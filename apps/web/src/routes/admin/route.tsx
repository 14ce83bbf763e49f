import { msg } from "@lingui/core/macro";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AdminLayout } from "../../admin/admin-layout";
import { noIndexHead, pathsOf } from "../../lib/seo";
import { activateLang } from "../../lib/i18n";

/** /admin and /admin/login: the English admin without a language prefix (same gate as /$lang/admin). */
export const Route = createFileRoute("/admin")({
  ssr: false,
  head: ({ match, matches }) =>
    noIndexHead({
      origin: match.context.origin,
      paths: pathsOf(matches.at(-1)?.pathname ?? match.pathname),
      title: "Administration",
      description: match.context.i18n._(msg`Lumière AI administration: articles, pages, media, leads and settings. Sign in to continue.`),
      siteName: "Lumière AI",
      robots: "noindex, nofollow",
    }),
  beforeLoad: async ({ context, location }) => {
    await activateLang(context.i18n, "en");
    const { prepareAdmin } = await import("../../admin/prepare-admin");
    const { user } = await prepareAdmin(context);
    const atLogin = /\/admin\/login\/?$/.test(location.pathname);
    if (!user && !atLogin) throw redirect({ to: "/admin/login", replace: true });
    if (user && atLogin) throw redirect({ to: "/$lang/admin", params: { lang: "en" }, replace: true });
    return { user, lang: "en" as const };
  },
  pendingComponent: AdminPending,
  component: AdminRoute,
});

// Kept free of Mantine: this part of the route ships with the public entry chunk.
function AdminPending() {
  return <div aria-busy="true" style={{ minHeight: "100vh" }} />;
}

function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
