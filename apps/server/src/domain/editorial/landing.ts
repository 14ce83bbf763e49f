// Landing pages in the editor: create, edit (slugs, pictures, blocks), delete and list, as a third
// kind of the editorial engine (drafts, review, scheduling, versions and previews are the articles').
import {
  and,
  asc,
  contentDrafts,
  contentVersions,
  type Db,
  desc,
  eq,
  type LandingBlockData,
  landingPages,
  type SQL,
  sql,
  type Tx,
} from "@lumiere/db";
import { LANGS, landingPath } from "@lumiere/i18n";
import { type LandingBlock, type LandingPageInput, type LandingSaveInput, messages } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { pageOf, searchAny } from "../paging";
import { Refusal } from "../refusal";
import { checkLibraryPictures } from "../showcase/pictures";
import type { Editor } from "./authority";
import { type EditorialItem, itemOf } from "./board";
import { copyFrom, type LandingCopy, landingCopyOf } from "./copies";
import { type Entity, entityFromRows, lockByKey } from "./entity";
import { type LandingRecord, landingRecordOf } from "./landing-record";
import { dropTargets } from "./redirects";
import { type EditDeps, saveEdit } from "./save";
import { slugFromTitle, slugsTaken } from "./slugs";

export { type LandingRecord, landingRecordOf } from "./landing-record";

/** Every Media Library picture the copy names, with the form field that names it. */
function picturesOf(copy: LandingCopy): Array<{ field: string; url: string }> {
  return LANGS.flatMap((lang) => [
    { field: `shareImage_${lang}`, url: copy[`shareImage_${lang}`] },
    ...(copy[`blocks_${lang}`] as LandingBlock[]).flatMap((block, i) =>
      (block.type === "hero" || block.type === "pictureText") && block.picture
        ? [{ field: `blocks_${lang}.${i}.picture.url`, url: block.picture.url }]
        : [],
    ),
  ]);
}

/** The working copy after the edit: the form's fields, then each language's slug. */
async function nextCopy(tx: Tx, entity: Entity, input: LandingSaveInput): Promise<LandingCopy> {
  const current = entity.copy as LandingCopy;
  const next: LandingCopy = { ...current };
  for (const lang of LANGS) {
    next[`title_${lang}`] = input[`title_${lang}`];
    next[`description_${lang}`] = input[`description_${lang}`];
    next[`shareImage_${lang}`] = input[`shareImage_${lang}`];
    next[`blocks_${lang}`] = input[`blocks_${lang}`] as LandingBlockData[];
    const given = input[`slug_${lang}`];
    const title = next[`title_${lang}`];
    if (given) {
      if ((await slugsTaken(tx, "landing", lang, given, entity.id, true)).size > 0)
        throw new Refusal("invalid", messages.landingSlugTaken, `slug_${lang}`);
      next[`slug_${lang}`] = given;
    } else {
      next[`slug_${lang}`] = title ? await slugFromTitle(tx, "landing", lang, title, entity.id) : "";
    }
  }
  await checkLibraryPictures(tx, picturesOf(next));
  return next;
}

/** A new landing page: nothing live, both languages drafts until the save's action sends them on. */
async function createEmpty(tx: Tx, ownerId: number): Promise<Entity | null> {
  const [row] = await tx.insert(landingPages).values({ ownerId }).returning();
  if (!row) return null;
  await tx
    .insert(contentDrafts)
    .values({ kind: "landing", entityId: row.id, data: { ...landingCopyOf(row) }, state_en: "draft", state_fr: "draft" });
  return lockByKey(tx, "landing", row.id);
}

/** Creates (no id) or edits a landing page; null when the id does not exist. */
export async function saveLanding(deps: EditDeps, input: LandingSaveInput, by: Editor): Promise<LandingRecord | null> {
  const id = input.id ?? null;
  const entity = await saveEdit(
    deps,
    (tx) => (id === null ? createEmpty(tx, by.id) : lockByKey(tx, "landing", id)),
    (tx, found) => nextCopy(tx, found, input),
    { action: input.action, langs: input.langs, publishAt: input.publishAt, by, versionAction: id === null ? "create" : "save" },
  );
  return entity?.kind === "landing" ? landingRecordOf(entity.live, entity.copy) : null;
}

/** A version's copy back as the working copy; a slug another page took since gets a fresh one. */
export async function restoredLandingCopy(tx: Tx, entity: Entity, data: Record<string, unknown>): Promise<LandingCopy> {
  const next = copyFrom(entity.copy as LandingCopy, data);
  for (const lang of LANGS) {
    const slug = next[`slug_${lang}`];
    if (slug && (await slugsTaken(tx, "landing", lang, slug, entity.id, true)).size > 0) {
      next[`slug_${lang}`] = await slugFromTitle(tx, "landing", lang, next[`title_${lang}`], entity.id);
    }
  }
  return next;
}

/** Deletes a landing page, its working copy, versions and the redirects to it. */
export async function deleteLanding(deps: ContentDeps, id: number, actor: string): Promise<boolean> {
  const removed = await deps.db.transaction(async (tx) => {
    const entity = await lockByKey(tx, "landing", id);
    if (entity?.kind !== "landing") return false;
    await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, "landing"), eq(contentDrafts.entityId, id)));
    await tx.delete(contentVersions).where(and(eq(contentVersions.kind, "landing"), eq(contentVersions.entityId, id)));
    await dropTargets(
      tx,
      LANGS.filter((l) => entity.live[`live_${l}`]).map((l) => landingPath(l, entity.live[`slug_${l}`])),
    );
    await tx.delete(landingPages).where(eq(landingPages.id, id));
    await recordActivity(tx, {
      action: "content.delete",
      actor,
      subjectKind: "landing",
      subjectId: String(id),
      data: { title: entity.copy.title_en || entity.copy.title_fr },
    });
    return true;
  });
  if (removed) deps.cache.invalidate();
  return removed;
}

export interface LandingSummary {
  id: number;
  title_en: string;
  title_fr: string;
  slug_en: string;
  slug_fr: string;
  /** Who created it: an author changes only their own. */
  ownerId: number | null;
  status: EditorialItem["status"];
  updatedAt: string;
}

const working = (field: string) =>
  sql<string>`coalesce(${contentDrafts.data} ->> ${field}, ${(landingPages as unknown as Record<string, SQL>)[field]})`;
const SORTS: Record<LandingPageInput["sort"], SQL[]> = {
  updated: [sql`coalesce(${contentDrafts.updatedAt}, ${landingPages.updatedAt}) desc`, desc(landingPages.id)],
  title: [sql`lower(${working("title_en")}) asc`, asc(landingPages.id)],
  "-title": [sql`lower(${working("title_en")}) desc`, desc(landingPages.id)],
};
const draftJoin = and(eq(contentDrafts.kind, "landing"), eq(contentDrafts.entityId, landingPages.id));

/** The admin's list: one page of landing pages (searched by title and slug) with each language's state. */
export function pageLandings(db: Db, input: LandingPageInput) {
  const filter = searchAny(
    input.q,
    LANGS.flatMap((l) => [working(`title_${l}`), working(`slug_${l}`)]),
  );
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select({ live: landingPages, draft: contentDrafts })
        .from(landingPages)
        .leftJoin(contentDrafts, draftJoin)
        .where(filter)
        .orderBy(...SORTS[input.sort])
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(landingPages)
        .leftJoin(contentDrafts, draftJoin)
        .where(filter);
      return row?.n ?? 0;
    },
    (row): LandingSummary => {
      const entity = entityFromRows("landing", row.live, row.draft);
      const item = itemOf(entity);
      const copy = entity.copy as LandingCopy;
      return {
        id: row.live.id,
        title_en: item.title_en,
        title_fr: item.title_fr,
        slug_en: copy.slug_en,
        slug_fr: copy.slug_fr,
        ownerId: row.live.ownerId,
        status: item.status,
        updatedAt: item.updatedAt,
      };
    },
  );
}
