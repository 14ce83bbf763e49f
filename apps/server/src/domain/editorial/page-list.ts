// The admin's page list, one page at a time: title, id and each language's state, not the copy
// (the editor reads one page's copy when it opens).
import { and, asc, contentDrafts, type Db, desc, eq, pages, type SQL, sql } from "@lumiere/db";
import { LANGS, type Lang } from "@lumiere/i18n";
import type { PagePageInput } from "@lumiere/validation";
import { pageOf, searchAny } from "../paging";
import { type EditorialItem, itemOf } from "./board";
import { entityFromRows } from "./entity";

export interface PageSummary {
  id: number;
  pageId: string;
  title_en: string;
  title_fr: string;
  status: EditorialItem["status"];
  updatedAt: string;
}

const title = (lang: Lang) => sql<string>`coalesce(${contentDrafts.data} ->> ${`title_${lang}`}, ${pages[`title_${lang}`]})`;

const SORTS: Record<PagePageInput["sort"], SQL[]> = {
  page: [asc(pages.id)],
  title: [sql`lower(${title("en")}) asc`, asc(pages.id)],
  "-title": [sql`lower(${title("en")}) desc`, desc(pages.id)],
  updated: [sql`coalesce(${contentDrafts.updatedAt}, ${pages.updatedAt}) desc`, desc(pages.id)],
};

const draftJoin = and(eq(contentDrafts.kind, "page"), eq(contentDrafts.entityId, pages.id));

function selectPage(db: Db, filter: SQL | undefined, sort: PagePageInput["sort"], limit: number, offset: number) {
  return db
    .select({ live: pages, draft: contentDrafts })
    .from(pages)
    .leftJoin(contentDrafts, draftJoin)
    .where(filter)
    .orderBy(...SORTS[sort])
    .limit(limit)
    .offset(offset);
}

/** One page of the site's pages, with how many match the search (title or page id). */
export async function pagePages(db: Db, input: PagePageInput) {
  const filter = searchAny(input.q, [pages.pageId, ...LANGS.map(title)]);
  return pageOf(
    input,
    (limit, offset) => selectPage(db, filter, input.sort, limit, offset),
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(pages)
        .leftJoin(contentDrafts, draftJoin)
        .where(filter);
      return row?.n ?? 0;
    },
    (row): PageSummary => {
      const entity = entityFromRows("page", row.live, row.draft);
      const item = itemOf(entity);
      return {
        id: row.live.id,
        pageId: row.live.pageId,
        title_en: item.title_en,
        title_fr: item.title_fr,
        status: item.status,
        updatedAt: item.updatedAt,
      };
    },
  );
}
