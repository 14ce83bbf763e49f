// Version history: every save of a page or article, newest first, each with what it changed field
// by field and language by language (before and after); and restoring one, which is a save.
import { and, contentVersions, type Db, desc, eq, lt, type SQL, sql } from "@lumiere/db";
import type { VersionListInput, VersionRestoreInput } from "@lumiere/validation";
import type { ArticleRecord } from "../articles";
import type { ContentDeps } from "../deps";
import type { PageRecord } from "../pages";
import { articleRecordOf, restoredArticleCopy } from "./articles";
import { type Copy, copyFrom, fieldValue } from "./copies";
import { idOf, lockByKey } from "./entity";
import { pageRecordOf } from "./pages";
import { saveEdit } from "./save";

export interface VersionItem {
  id: number;
  /** 1 for the oldest version of the item. */
  number: number;
  action: string;
  actor: string;
  createdAt: string;
  restoredFrom: number | null;
  changes: Array<{ field: string; lang: "en" | "fr" | null; before: string | null; after: string | null }>;
}

export async function listVersions(db: Db, input: VersionListInput): Promise<{ items: VersionItem[]; nextCursor: number | null } | null> {
  const entityId = await idOf(db, input.ref);
  if (entityId === null) return null;
  const where: SQL[] = [eq(contentVersions.kind, input.ref.kind), eq(contentVersions.entityId, entityId)];
  if (input.cursor) where.push(lt(contentVersions.id, input.cursor));
  const rows = await db
    .select({
      row: contentVersions,
      // Qualified by hand: inside the subquery a bare column name would mean the inner table's.
      number: sql<number>`(select count(*) from content_versions v where v.kind = content_versions.kind
        and v.entity_id = content_versions.entity_id and v.id <= content_versions.id)`.mapWith(Number),
    })
    .from(contentVersions)
    .where(and(...where))
    .orderBy(desc(contentVersions.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit).map(({ row, number }, i): VersionItem => {
    const after = row.data as unknown as Copy;
    const previous = rows[i + 1]?.row.data as unknown as Copy | undefined;
    return {
      id: row.id,
      number,
      action: row.action,
      actor: row.actor,
      createdAt: row.createdAt.toISOString(),
      restoredFrom: row.restoredFrom,
      changes: row.changes.map((c) => ({
        field: c.field,
        lang: c.lang,
        before: previous ? fieldValue(previous, c.field, c.lang) : null,
        after: fieldValue(after, c.field, c.lang),
      })),
    };
  });
  return { items, nextCursor: rows.length > input.limit ? (items.at(-1)?.id ?? null) : null };
}

/** Makes a version the working copy again (a new version) and applies the save options. */
export async function restoreVersion(
  deps: ContentDeps,
  input: VersionRestoreInput,
  actor: string,
): Promise<ArticleRecord | PageRecord | null> {
  const [version] = await deps.db.select().from(contentVersions).where(eq(contentVersions.id, input.versionId));
  if (!version) return null;
  const entity = await saveEdit(
    deps,
    (tx) => lockByKey(tx, version.kind, version.entityId),
    async (tx, found) => (found.kind === "article" ? restoredArticleCopy(tx, found, version.data) : copyFrom(found.copy, version.data)),
    { action: input.action, langs: input.langs, publishAt: input.publishAt, actor, versionAction: "restore", restoredFrom: version.id },
  );
  if (!entity) return null;
  return entity.kind === "article" ? articleRecordOf(entity.live, entity.copy) : pageRecordOf(entity.live, entity.copy);
}
