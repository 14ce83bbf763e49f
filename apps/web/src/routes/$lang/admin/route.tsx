import { msg } from "@lingui/core/macro";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AdminLayout } from "../../../admin/admin-layout";
import { noIndexHead, pathsOf } from "../../../lib/seo";

/**
 * The admin boundary: client-rendered only, its code (catalog, session check, screens) fetched as
 * chunks when an admin URL is opened. Without a session every admin URL leads to the login page.
 */
export const Route = createFileRoute("/$lang/admin")({
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
    const { prepareAdmin } = await import("../../../admin/prepare-admin");
    const { user } = await prepareAdmin(context);
    const atLogin = /\/admin\/login\/?$/.test(location.pathname);
    if (!user && !atLogin) throw redirect({ to: "/$lang/admin/login", params: { lang: context.lang }, replace: true });
    if (user && atLogin) throw redirect({ to: "/$lang/admin", params: { lang: context.lang }, replace: true });
    return { user };
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
