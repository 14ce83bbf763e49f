// The spec's article lists as list sources: the articles published in a language (GET
// /api/articles) and every article's working copy (GET /api/admin/articles), newest first, read a
// page or a chunk at a time.
import { and, articles, contentDrafts, count, desc, eq, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { fullColumns, iso, liveIn, type SpecArticle, specArticle } from "../articles";
import type { ContentDeps } from "../deps";
import { articleCopyOf, copyFrom } from "../editorial/copies";
import { articleRecordOf } from "../editorial/articles";
import { before, type Cursor, cursorAt, digest, keysetChunks, type ListSource } from "./source";

const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

export function publishedArticles(deps: Pick<ContentDeps, "db">, lang: Lang): ListSource<SpecArticle> {
  const { db } = deps;
  const read = async (where: ReturnType<typeof before>, offset: number, limit: number) => {
    const rows = await db
      .select({ ...fullColumns, cursorAt: cursorAt(articles.publishedAt) })
      .from(articles)
      .where(and(liveIn(lang), where))
      .orderBy(...newestFirst)
      .offset(offset)
      .limit(limit);
    return rows.map(({ cursorAt: at, ...row }) => ({ row: iso(row), cursor: { at, id: row.id } }));
  };
  return {
    version: () => digest(db, sql`select ${articles.id} || ':' || ${articles.updatedAt}::text from ${articles} where ${liveIn(lang)}`),
    count: async () => Number((await db.select({ n: count() }).from(articles).where(liveIn(lang)))[0]?.n ?? 0),
    page: async (offset, limit) => (await read(undefined, offset, limit)).map((r) => r.row),
    chunks: (size) => keysetChunks((after: Cursor | null, n) => read(before(after, articles.publishedAt, articles.id), 0, n), size),
  };
}

export function articleCopies(deps: Pick<ContentDeps, "db">): ListSource<SpecArticle> {
  const { db } = deps;
  const isArticleDraft = and(eq(contentDrafts.kind, "article"), eq(contentDrafts.entityId, articles.id));
  const read = async (where: ReturnType<typeof before>, offset: number, limit: number) => {
    const rows = await db
      .select({ live: articles, draft: contentDrafts, cursorAt: cursorAt(articles.publishedAt) })
      .from(articles)
      .leftJoin(contentDrafts, isArticleDraft)
      .where(where)
      .orderBy(...newestFirst)
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({
      row: specArticle(articleRecordOf(r.live, copyFrom(articleCopyOf(r.live), r.draft?.data))),
      cursor: { at: r.cursorAt, id: r.live.id },
    }));
  };
  return {
    // Published rows and working copies: a save, a publication or a state change shows in one of them.
    version: () =>
      digest(
        db,
        sql`select 'a' || ${articles.id} || ':' || ${articles.updatedAt}::text || ${articles.live_en}::text || ${articles.live_fr}::text from ${articles}
          union all
          select 'd' || ${contentDrafts.entityId} || ':' || ${contentDrafts.updatedAt}::text || ${contentDrafts.state_en} || ${contentDrafts.state_fr}
            from ${contentDrafts} where ${contentDrafts.kind} = 'article'`,
      ),
    count: async () => Number((await db.select({ n: count() }).from(articles))[0]?.n ?? 0),
    page: async (offset, limit) => (await read(undefined, offset, limit)).map((r) => r.row),
    chunks: (size) => keysetChunks((after: Cursor | null, n) => read(before(after, articles.publishedAt, articles.id), 0, n), size),
  };
}
