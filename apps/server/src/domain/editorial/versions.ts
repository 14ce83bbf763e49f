// Version history: every save of a page or article, newest first, each with what it changed field
// by field and language by language (before and after); and restoring one, which is a save.
import { and, asc, type ContentVersion, contentVersions, count, type Db, desc, eq, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { VersionPageInput, VersionRestoreInput } from "@lumiere/validation";
import type { ArticleRecord } from "../articles";
import type { PageRecord } from "../pages";
import { pageOf, searchAny } from "../paging";
import { articleRecordOf, restoredArticleCopy } from "./articles";
import { type LandingRecord, landingRecordOf, restoredLandingCopy } from "./landing";
import type { Editor } from "./authority";
import { type Copy, copyFrom, fieldValue } from "./copies";
import { idOf, lockByKey } from "./entity";
import { pageRecordOf } from "./pages";
import { type EditDeps, saveEdit } from "./save";
import { personName } from "../people/names";

export interface VersionItem {
  id: number;
  /** 1 for the oldest version of the item. */
  number: number;
  action: string;
  actor: string;
  /** The person by name (display name, else username). */
  actorName: string;
  createdAt: string;
  restoredFrom: number | null;
  /** The item's latest version (what the working copy is). */
  current?: boolean;
  changes: Array<{ field: string; lang: Lang | null; before: string | null; after: string | null }>;
}

/** Which version of its item a row is: 1 for the oldest. */
// Qualified by hand: inside the subquery a bare column name would mean the inner table's.
const versionNumber = () =>
  sql<number>`(select count(*) from content_versions v where v.kind = content_versions.kind
    and v.entity_id = content_versions.entity_id and v.id <= content_versions.id)`.mapWith(Number);

/** A version with what it changed, before (the previous version's copy, if any) and after. */
function versionItem(
  row: ContentVersion,
  number: number,
  previousData: Record<string, unknown> | null | undefined,
  actorName: string,
): VersionItem {
  const after = row.data as unknown as Copy;
  const previous = previousData as unknown as Copy | null | undefined;
  return {
    id: row.id,
    number,
    action: row.action,
    actor: row.actor,
    actorName,
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFrom,
    changes: row.changes.map((c) => ({
      field: c.field,
      lang: c.lang,
      before: previous ? fieldValue(previous, c.field, c.lang) : null,
      after: fieldValue(after, c.field, c.lang),
    })),
  };
}

/** One page of an item's versions (searched by who saved and how) and how many match; null when the item does not exist. */
export async function pageVersions(db: Db, input: VersionPageInput) {
  const entityId = await idOf(db, input.ref);
  if (entityId === null) return null;
  const filter = and(
    eq(contentVersions.kind, input.ref.kind),
    eq(contentVersions.entityId, entityId),
    searchAny(input.q, [contentVersions.actor, contentVersions.action]),
  );
  const order = input.sort === "oldest" ? asc(contentVersions.id) : desc(contentVersions.id);
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select({
          row: contentVersions,
          number: versionNumber(),
          actorName: personName(contentVersions.actor),
          previous: sql<Record<string, unknown> | null>`(select p.data from content_versions p where p.kind = content_versions.kind
            and p.entity_id = content_versions.entity_id and p.id < content_versions.id order by p.id desc limit 1)`,
          current: sql<boolean>`not exists (select 1 from content_versions n where n.kind = content_versions.kind
            and n.entity_id = content_versions.entity_id and n.id > content_versions.id)`,
        })
        .from(contentVersions)
        .where(filter)
        .orderBy(order)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(contentVersions).where(filter))[0]?.n ?? 0,
    (r) => ({ ...versionItem(r.row, r.number, r.previous, r.actorName), current: r.current }),
  );
}

/** Makes a version the working copy again (a new version) and applies the save options. */
export async function restoreVersion(
  deps: EditDeps,
  input: VersionRestoreInput,
  by: Editor,
): Promise<ArticleRecord | PageRecord | LandingRecord | null> {
  const [version] = await deps.db.select().from(contentVersions).where(eq(contentVersions.id, input.versionId));
  if (!version) return null;
  const entity = await saveEdit(
    deps,
    (tx) => lockByKey(tx, version.kind, version.entityId),
    async (tx, found) => {
      if (found.kind === "article") return restoredArticleCopy(tx, found, version.data);
      return found.kind === "landing" ? restoredLandingCopy(tx, found, version.data) : copyFrom(found.copy, version.data);
    },
    { action: input.action, langs: input.langs, publishAt: input.publishAt, by, versionAction: "restore", restoredFrom: version.id },
  );
  if (!entity) return null;
  if (entity.kind === "landing") return landingRecordOf(entity.live, entity.copy);
  return entity.kind === "article" ? articleRecordOf(entity.live, entity.copy) : pageRecordOf(entity.live, entity.copy);
}
