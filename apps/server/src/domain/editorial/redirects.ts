// Old addresses that answer 301: recorded when a published slug changes, or added by an admin.
// Chains are collapsed when written (every old address points straight at the current one), and an
// address that is live again stops redirecting. Addresses are compared as the server matches them
// (matchPath: decoded, no trailing slash, query ignored; the site's own origin is a path), and a
// redirect whose chain comes back to its start is refused, so none can loop.
import { and, articles, asc, count, type Db, desc, eq, LOCK_IDS, redirects, type SQL, sql, type Tx } from "@lumiere/db";
import { isLang, langColumn, matchPath } from "@lumiere/i18n";
import { messages, PAGE_IDS, type RedirectInput, type RedirectPageInput, type RedirectUpdateInput } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { pageOf, searchAny } from "../paging";
import { Refusal } from "../refusal";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";

/** Writers of redirects take turns (per transaction), so a chain check stays true when it commits. */
const lockRedirects = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IDS.redirects})`);

/** The article at `from` moved to `to`: earlier addresses of it follow, and `to` is live. */
export async function recordMove(tx: Tx, from: string, to: string, actor: string): Promise<void> {
  await lockRedirects(tx);
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
  if (from === to) return;
  const now = new Date();
  await tx.update(redirects).set({ toPath: to, updatedAt: now }).where(eq(redirects.toPath, from));
  await tx
    .insert(redirects)
    .values({ fromPath: from, toPath: to, source: "slug", createdBy: actor })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, source: "slug", updatedAt: now } });
}

/** The address is live (again): it no longer redirects. */
export async function clearFrom(tx: Tx, path: string): Promise<void> {
  await tx.delete(redirects).where(eq(redirects.fromPath, path));
}

/** Redirects to an article's addresses, dropped with the article. */
export async function dropTargets(tx: Tx, paths: string[]): Promise<void> {
  for (const path of paths) await tx.delete(redirects).where(eq(redirects.toPath, path));
}

/**
 * A Location header for a target: characters a header cannot carry (é, 日本, spaces) are
 * percent-encoded as a browser would send them, and what is already encoded is left as it is.
 */
export function encodeLocation(target: string): string {
  return target.replace(/%(?![0-9A-Fa-f]{2})|[^!-~]/gu, (c) =>
    Array.from(Buffer.from(c), (b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );
}

/** Where a redirect sends a request: its query string goes along when the target has none of its own. */
const withQuery = (target: string, query: string) =>
  query && target.startsWith("/") && !target.includes("?") ? `${target}?${query}` : target;

/** Every redirect by old path, targets ready for the Location header (cached with the content). */
function redirectMap(deps: ContentDeps): Promise<Map<string, string>> {
  return deps.cache.get("redirects", async () => {
    const rows = await deps.db.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
    return new Map(rows.map((r) => [r.from, encodeLocation(r.to)]));
  });
}

/** Where a page request (its path and query as sent) should go instead, if anywhere. */
export async function redirectFor(deps: ContentDeps, url: string): Promise<string | null> {
  const map = await redirectMap(deps);
  if (map.size === 0) return null;
  const [pathname = "/", ...query] = url.split("?");
  const target = map.get(matchPath(pathname));
  return target === undefined ? null : withQuery(target, query.join("?"));
}

/**
 * The page a target opens on this site, as the server would match its request (the URL a browser
 * resolves: the site's own origin dropped, host and scheme in any case), with its query; null
 * when it leaves the site.
 */
function onSite(target: string, origin: string): { path: string; query: string } | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return { path: matchPath(url.pathname), query: url.search.slice(1) };
}

const toItem = (r: typeof redirects.$inferSelect) => ({
  id: r.id,
  fromPath: r.fromPath,
  toPath: r.toPath,
  source: r.source,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
export type RedirectItem = ReturnType<typeof toItem>;

const REDIRECT_ORDER: Record<RedirectPageInput["sort"], SQL[]> = {
  from: [asc(redirects.fromPath)],
  "-from": [desc(redirects.fromPath)],
  to: [asc(redirects.toPath), asc(redirects.fromPath)],
  updated: [desc(redirects.updatedAt), desc(redirects.id)],
};

/** One page of the redirects (searched in both addresses) and the total that matches. */
export async function pageRedirects(db: Db, input: RedirectPageInput) {
  const filter = searchAny(input.q, [redirects.fromPath, redirects.toPath]);
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select({ row: redirects })
        .from(redirects)
        .where(filter)
        .orderBy(...REDIRECT_ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(redirects).where(filter))[0]?.n ?? 0,
    (r) => toItem(r.row),
  );
}

/** A published page or article answers at this address: it must not redirect. */
async function isLivePath(db: Pick<Db, "select">, path: string): Promise<boolean> {
  const [, lang, first, slug, ...rest] = path.split("/");
  if (!isLang(lang) || rest.length > 0) return false;
  if (first && !slug) return (PAGE_IDS as readonly string[]).includes(first);
  if (first !== "insights" || !slug) return false;
  const column = langColumn(articles, "slug", lang);
  const live = langColumn(articles, "live", lang);
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(column, slug), eq(live, true)));
  return row !== undefined;
}

type Others = Array<{ id: number; from: string; to: string }>;

/**
 * Checks an admin's redirect and returns where it really leads: followed through the existing
 * redirects as a browser would, refused if it comes back to its own address.
 */
async function checked(tx: Tx, input: RedirectInput, others: Others, origin: string): Promise<string> {
  if (await isLivePath(tx, input.fromPath)) throw new Refusal("invalid", messages.redirectLive, "fromPath");
  if (others.some((r) => r.from === input.fromPath)) throw new Refusal("invalid", messages.redirectExists, "fromPath");
  const next = new Map(others.map((r) => [r.from, r.to]));
  const seen = new Set([input.fromPath]);
  let target = input.toPath;
  for (let page = onSite(target, origin); page; page = onSite(target, origin)) {
    if (seen.has(page.path)) throw new Refusal("invalid", messages.redirectLoop, "toPath");
    seen.add(page.path);
    const to = next.get(page.path);
    if (to === undefined) break;
    target = withQuery(to, page.query);
  }
  return target;
}

/**
 * Saves an admin's redirect. A target on the site's own origin (siteOrigin) is a path of this site:
 * the origin only decides what counts as a loop, never a URL that is sent.
 */
async function saveRedirect(
  deps: ContentDeps & SiteOriginDeps,
  input: RedirectInput,
  actor: string,
  id: number | null,
): Promise<RedirectItem | null> {
  // Read before the transaction: the origin may be read through another connection.
  const origin = await siteOrigin(deps);
  const row = await deps.db.transaction(async (tx) => {
    await lockRedirects(tx);
    const all = await tx.select({ id: redirects.id, from: redirects.fromPath, to: redirects.toPath }).from(redirects);
    const others = all.filter((r) => r.id !== id);
    const target = await checked(tx, input, others, origin);
    const values = { fromPath: input.fromPath, toPath: target, source: "manual" as const, updatedAt: new Date() };
    const [saved] =
      id === null
        ? await tx
            .insert(redirects)
            .values({ ...values, createdBy: actor })
            .returning()
        : await tx.update(redirects).set(values).where(eq(redirects.id, id)).returning();
    if (!saved) return null;
    // Addresses that led to the old one now lead straight to the target.
    for (const r of others) {
      const page = onSite(r.to, origin);
      if (page?.path === input.fromPath)
        await tx
          .update(redirects)
          .set({ toPath: withQuery(target, page.query) })
          .where(eq(redirects.id, r.id));
    }
    await recordActivity(tx, {
      action: id === null ? "redirect.create" : "redirect.update",
      actor,
      subjectKind: "redirect",
      subjectId: String(saved.id),
      data: { fromPath: saved.fromPath, toPath: saved.toPath },
    });
    return saved;
  });
  deps.cache.invalidate();
  return row ? toItem(row) : null;
}

export const createRedirect = (deps: ContentDeps & SiteOriginDeps, input: RedirectInput, actor: string) =>
  saveRedirect(deps, input, actor, null) as Promise<RedirectItem>;
export const updateRedirect = (deps: ContentDeps & SiteOriginDeps, input: RedirectUpdateInput, actor: string) =>
  saveRedirect(deps, input, actor, input.id);

export async function deleteRedirect(deps: ContentDeps, id: number, actor: string): Promise<boolean> {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (row) {
      await recordActivity(tx, {
        action: "redirect.delete",
        actor,
        subjectKind: "redirect",
        subjectId: String(id),
        data: { fromPath: row.fromPath, toPath: row.toPath },
      });
    }
    return row !== undefined;
  });
  if (removed) deps.cache.invalidate();
  return removed;
}
