import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { redirect } from "@tanstack/react-router";
import { BRAND } from "@lumiere/validation";
import { CLIENT_RENDERED } from "../../lib/after-paint-scripts";
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

/**
 * What an admin screen shows when it fails (a chunk that no longer exists after a deploy, a
 * rendering error): in the admin's language, with a reload, instead of the router's English default.
 */
export function AdminError() {
  const { i18n } = useLingui();
  return (
    <main style={{ maxWidth: 560, margin: "15vh auto", padding: 24, fontFamily: "system-ui, sans-serif" }}>
      <h1 style={{ fontSize: 24 }}>{i18n._(msg`The admin could not be shown`)}</h1>
      <p>{i18n._(msg`Reload the page to try again.`)}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: "8px 16px", fontSize: 16 }}>
        {i18n._(msg`Reload`)}
      </button>
    </main>
  );
}

/** What the server sends in place of the admin, rendered in the browser: its scripts load at once. */
export function AdminPending() {
  return <div aria-busy="true" style={{ minHeight: "100vh" }} {...{ [CLIENT_RENDERED]: "" }} />;
}
