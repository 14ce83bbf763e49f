import { msg } from "@lingui/core/macro";
import { redirect } from "@tanstack/react-router";
import { BRAND } from "@lumiere/validation";
import type { RouterContext } from "../../lib/router-context";
import { noIndexHead, pathsOf } from "../../lib/seo";

// The admin's gate, shared by /admin (English, without a prefix) and /$lang/admin: client-rendered
// only, its code (catalog, session check, screens) fetched as chunks when an admin URL is opened.
// This file is the part of those routes that ships with the public entry chunk: no Mantine, no
// admin code but what it imports on demand. (TanStack Router skips files named "-…" as routes.)

interface AdminHeadContext {
  match: { context: RouterContext; pathname: string };
  matches: Array<{ pathname: string }>;
}

export function adminHead({ match, matches }: AdminHeadContext) {
  return noIndexHead({
    origin: match.context.origin,
    paths: pathsOf(matches.at(-1)?.pathname ?? match.pathname),
    title: "Administration",
    description: match.context.i18n._(msg`Lumière AI administration: articles, pages, media, leads and settings. Sign in to continue.`),
    siteName: BRAND,
    robots: "noindex, nofollow",
  });
}

/**
 * Without a session every admin URL leads to the sign-in page; with one, the sign-in page leads to
 * the dashboard. The invitation page opens either way: its link is the invitee's way in.
 */
export async function guardAdmin(context: RouterContext, pathname: string, to: { login: string; dashboard: string }) {
  const { prepareAdmin } = await import("../../admin/prepare-admin");
  const { user } = await prepareAdmin(context);
  const atLogin = /\/admin\/login\/?$/.test(pathname);
  const atInvite = /\/admin\/invite\/?$/.test(pathname);
  if (!user && !atLogin && !atInvite) throw redirect({ href: to.login, replace: true });
  if (user && atLogin) throw redirect({ href: to.dashboard, replace: true });
  return { user };
}

export function AdminPending() {
  return <div aria-busy="true" style={{ minHeight: "100vh" }} />;
}
