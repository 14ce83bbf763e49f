import { z } from "zod";
import {
  articlePageInputSchema,
  articlePreviewInputSchema,
  articleSaveInputSchema,
  articleSaveUpdateInputSchema,
  idSchema,
  pagePageInputSchema,
  pageSaveInputSchema,
} from "@lumiere/validation";
import { renderArticleBody } from "../../../domain/article-body";
import { countDashboard } from "../../../domain/dashboard";
import { pageArticles } from "../../../domain/editorial/article-list";
import { deleteArticle, saveArticle } from "../../../domain/editorial/articles";
import { pagePages } from "../../../domain/editorial/page-list";
import { savePage } from "../../../domain/editorial/pages";
import { found, notFound } from "../../../domain/refusal";
import { router, staffProcedure } from "../../init";
import { depsOf } from "../../deps";

export const dashboardRouter = router({
  counts: staffProcedure("dashboard").query(({ ctx }) => countDashboard(ctx.db)),
});

// The spec's article and page procedures (REST /api/admin/articles, /api/admin/pages). They read
// and write the working copies; a save without `action` is published at once (Draft-Publish) or
// sent to review (workflows with review), so the spec's contract behaves as before by default.
export const adminArticlesRouter = router({
  /**
   * The editor's live preview: the text rendered exactly as the article page will show it. A POST
   * (it changes nothing), since a long article would not fit in a GET's address.
   */
  preview: staffProcedure("content.view")
    .input(articlePreviewInputSchema)
    .mutation(({ ctx, input }) => renderArticleBody(depsOf(ctx), input.content, input.lang)),
  /** The admin's list: one page of summaries (no bodies) and the total that matches. */
  page: staffProcedure("content.view")
    .input(articlePageInputSchema)
    .query(({ ctx, input }) => pageArticles(ctx.db, input)),
  create: staffProcedure("content.own")
    .input(articleSaveInputSchema)
    .mutation(async ({ ctx, input }) => {
      return (await saveArticle(depsOf(ctx), input, ctx.session.user)) ?? Promise.reject(new Error("article not created"));
    }),
  update: staffProcedure("content.own")
    .input(articleSaveUpdateInputSchema)
    .mutation(async ({ ctx, input }) => {
      return found(await saveArticle(depsOf(ctx), input, ctx.session.user), "Article");
    }),
  remove: staffProcedure("content.delete")
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteArticle(depsOf(ctx), input.id, ctx.session.user.username))) throw notFound("Article");
      return { success: true as const };
    }),
});

export const adminPagesRouter = router({
  /** The admin's list: one page of titles and states, and the total that matches. */
  page: staffProcedure("content.view")
    .input(pagePageInputSchema)
    .query(({ ctx, input }) => pagePages(ctx.db, input)),
  update: staffProcedure("content.edit")
    .input(pageSaveInputSchema)
    .mutation(async ({ ctx, input }) => {
      return found(await savePage(depsOf(ctx), input, ctx.session.user), "Page");
    }),
});
