// Old addresses that answer 301: recorded when a published slug changes, or added by an admin.
// Chains are collapsed when written (every old address points straight at the current one), and an
// address that is live again stops redirecting, so a lookup is one hop and can never loop.
import { and, articles, asc, type Db, eq, ne, redirects, sql } from "@lumiere/db";
import { isLang } from "@lumiere/i18n";
import { messages, PAGE_IDS, type RedirectInput, type RedirectUpdateInput } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { Refusal } from "../refusal";
import type { Tx } from "./entity";

export const articlePath = (lang: string, slug: string) => `/${lang}/insights/${slug}`;
export const pagePath = (lang: string, pageId: string) => (pageId === "home" ? `/${lang}` : `/${lang}/${pageId}`);

/** Writers of redirects take turns (per transaction), so a chain check stays true when it commits. */
const lockRedirects = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(7220841912)`);

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

/** Every redirect by old path (cached with the content; one map lookup per page request). */
export function redirectMap(deps: ContentDeps): Promise<Map<string, string>> {
  return deps.cache.get("redirects", async () => {
    const rows = await deps.db.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
    return new Map(rows.map((r) => [r.from, r.to]));
  });
}

/** Where a page request should go instead, if anywhere. */
export async function redirectFor(deps: ContentDeps, pathname: string): Promise<string | null> {
  const map = await redirectMap(deps);
  if (map.size === 0) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return map.get(path) ?? null;
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

export async function listRedirects(db: Db): Promise<RedirectItem[]> {
  return (await db.select().from(redirects).orderBy(asc(redirects.fromPath))).map(toItem);
}

/** A published page or article answers at this address: it must not redirect. */
async function isLivePath(db: Pick<Db, "select">, path: string): Promise<boolean> {
  const [, lang, first, slug, ...rest] = path.split("/");
  if (!isLang(lang) || rest.length > 0) return false;
  if (first && !slug) return (PAGE_IDS as readonly string[]).includes(first);
  if (first !== "insights" || !slug) return false;
  const column = lang === "en" ? articles.slug_en : articles.slug_fr;
  const live = lang === "en" ? articles.live_en : articles.live_fr;
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(column, slug), eq(live, true)));
  return row !== undefined;
}

/** Checks an admin's redirect and returns where it really leads (through an existing redirect). */
async function checked(tx: Tx, input: RedirectInput, exceptId: number | null): Promise<string> {
  if (await isLivePath(tx, input.fromPath)) throw new Refusal("invalid", messages.redirectLive, "fromPath");
  const [taken] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.fromPath, input.fromPath), exceptId === null ? sql`true` : ne(redirects.id, exceptId)));
  if (taken) throw new Refusal("invalid", messages.redirectExists, "fromPath");
  const [next] = await tx.select({ to: redirects.toPath }).from(redirects).where(eq(redirects.fromPath, input.toPath));
  const target = next?.to ?? input.toPath;
  if (target === input.fromPath) throw new Refusal("invalid", messages.redirectLoop, "toPath");
  return target;
}

async function saveRedirect(deps: ContentDeps, input: RedirectInput, actor: string, id: number | null): Promise<RedirectItem | null> {
  const row = await deps.db.transaction(async (tx) => {
    await lockRedirects(tx);
    const target = await checked(tx, input, id);
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
    await tx.update(redirects).set({ toPath: target }).where(eq(redirects.toPath, input.fromPath));
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

export const createRedirect = (deps: ContentDeps, input: RedirectInput, actor: string) =>
  saveRedirect(deps, input, actor, null) as Promise<RedirectItem>;
export const updateRedirect = (deps: ContentDeps, input: RedirectUpdateInput, actor: string) => saveRedirect(deps, input, actor, input.id);

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
