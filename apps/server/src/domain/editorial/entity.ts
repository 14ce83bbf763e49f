// One page or article as the editorial code handles it: its live row, its editorial row
// (content_drafts) and its working copy, read and locked in a transaction. Locks are always
// taken in the same order (the site's content-writes turn, the editorial row, then the live row), by
// saves and by the scheduler alike.
import {
  type Article,
  and,
  articles,
  type ContentDraft,
  type ContentKind,
  contentDrafts,
  type Db,
  type DraftState,
  eq,
  type LandingPage,
  landingPages,
  lockContentWrites,
  type Page,
  pages,
  type Tx,
} from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { ContentRef } from "@lumiere/validation";
import { type ArticleCopy, articleCopyOf, copyFrom, type LandingCopy, landingCopyOf, type PageCopy, pageCopyOf } from "./copies";

interface Base {
  id: number;
  ref: ContentRef;
  /** The editorial row, changed in memory and written back by `writeDraft`. */
  draft: ContentDraft;
}
export type Entity =
  | (Base & { kind: "article"; live: Article; copy: ArticleCopy })
  | (Base & { kind: "page"; live: Page; copy: PageCopy })
  | (Base & { kind: "landing"; live: LandingPage; copy: LandingCopy });
type LiveRow = Article | Page | LandingPage;

export const stateOf = (draft: ContentDraft, lang: Lang): DraftState => draft[`state_${lang}`];
export function setState(draft: ContentDraft, lang: Lang, state: DraftState, publishAt: Date | null = null): void {
  draft[`state_${lang}`] = state;
  draft[`publishAt_${lang}`] = publishAt;
}

/** The editorial row of an item that has none yet: its working copy is what is published. */
export function initialDraft(kind: ContentKind, live: LiveRow): typeof contentDrafts.$inferInsert {
  if (kind === "page") return { kind, entityId: live.id, data: { ...pageCopyOf(live as Page) } };
  const row = live as Article | LandingPage;
  return {
    kind,
    entityId: live.id,
    data: kind === "article" ? { ...articleCopyOf(row as Article) } : { ...landingCopyOf(row as LandingPage) },
    state_en: row.live_en ? "published" : "draft",
    state_fr: row.live_fr ? "published" : "draft",
  };
}

/** The table of an item's live row. */
const tableOf = (kind: ContentKind) => (kind === "article" ? articles : kind === "landing" ? landingPages : pages);

const draftWhere = (kind: ContentKind, id: number) => and(eq(contentDrafts.kind, kind), eq(contentDrafts.entityId, id));

async function liveRow(tx: Tx, kind: ContentKind, id: number, lock: boolean): Promise<LiveRow | undefined> {
  const table = tableOf(kind);
  const query = tx.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row as LiveRow | undefined;
}

function entityOf(kind: ContentKind, live: LiveRow, draft: ContentDraft): Entity {
  if (kind === "article") {
    const row = live as Article;
    return { kind, id: row.id, ref: { kind, id: row.id }, live: row, draft, copy: copyFrom(articleCopyOf(row), draft.data) };
  }
  if (kind === "landing") {
    const row = live as LandingPage;
    return { kind, id: row.id, ref: { kind, id: row.id }, live: row, draft, copy: copyFrom(landingCopyOf(row), draft.data) };
  }
  const row = live as Page;
  return { kind, id: row.id, ref: { kind, pageId: row.pageId }, live: row, draft, copy: copyFrom(pageCopyOf(row), draft.data) };
}

/**
 * Locks an item by kind and id (creating its editorial row if needed); null when it does not exist.
 * The transaction first waits its turn among the site's content writers, before it holds any row.
 */
export async function lockByKey(tx: Tx, kind: ContentKind, id: number): Promise<Entity | null> {
  await lockContentWrites(tx);
  let [draft] = await tx.select().from(contentDrafts).where(draftWhere(kind, id)).for("update");
  if (!draft) {
    const live = await liveRow(tx, kind, id, false);
    if (!live) return null;
    await tx.insert(contentDrafts).values(initialDraft(kind, live)).onConflictDoNothing();
    [draft] = await tx.select().from(contentDrafts).where(draftWhere(kind, id)).for("update");
  }
  const live = await liveRow(tx, kind, id, true);
  if (!live || !draft) return null;
  return entityOf(kind, live, draft);
}

/** The numeric id of a referenced item, or null when there is none. */
export async function idOf(db: Pick<Db, "select">, ref: ContentRef): Promise<number | null> {
  if (ref.kind === "page") {
    const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.pageId, ref.pageId));
    return row?.id ?? null;
  }
  const table = tableOf(ref.kind) as typeof articles | typeof landingPages;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, ref.id));
  return row?.id ?? null;
}

export async function lockEntity(tx: Tx, ref: ContentRef): Promise<Entity | null> {
  const id = await idOf(tx, ref);
  return id === null ? null : lockByKey(tx, ref.kind, id);
}

/** Reads an item without locking it (lists, preview); the copy is the live content when it has no editorial row. */
export async function readEntity(db: Db, ref: ContentRef): Promise<Entity | null> {
  const id = await idOf(db, ref);
  if (id === null) return null;
  const table = tableOf(ref.kind);
  const [live] = await db.select().from(table).where(eq(table.id, id));
  if (!live) return null;
  const [draft] = await db.select().from(contentDrafts).where(draftWhere(ref.kind, id));
  return entityFromRows(ref.kind, live as LiveRow, draft ?? null);
}

/** An item from its rows; without an editorial row, as `initialDraft` would start it. */
export function entityFromRows(kind: ContentKind, live: LiveRow, draft: ContentDraft | null): Entity {
  return entityOf(kind, live, draft ?? withDefaults(initialDraft(kind, live) as ContentDraft));
}

/** An unsaved editorial row with the table's defaults. */
export function withDefaults(row: Partial<ContentDraft> & Pick<ContentDraft, "kind" | "entityId" | "data">): ContentDraft {
  return {
    state_en: "published",
    state_fr: "published",
    publishAt_en: null,
    publishAt_fr: null,
    editedAt_en: null,
    editedAt_fr: null,
    outdated_en: false,
    outdated_fr: false,
    editedBy_en: "",
    editedBy_fr: "",
    submittedBy_en: "",
    submittedBy_fr: "",
    updatedBy: "",
    updatedAt: new Date(0),
    ...row,
  };
}

/** Writes the editorial row back with the working copy. */
export async function writeDraft(tx: Tx, entity: Entity, actor: string | null): Promise<void> {
  const { kind: _k, entityId: _e, ...rest } = entity.draft;
  await tx
    .update(contentDrafts)
    .set({ ...rest, data: { ...entity.copy }, ...(actor !== null ? { updatedBy: actor, updatedAt: new Date() } : {}) })
    .where(draftWhere(entity.kind, entity.id));
}
