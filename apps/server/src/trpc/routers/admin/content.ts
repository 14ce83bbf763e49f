import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { articleInputSchema, articleUpdateInputSchema, idSchema, pageUpdateInputSchema } from "@lumiere/validation";
import { createArticle, deleteArticle, listArticles, updateArticle } from "../../../domain/articles";
import { countDashboard } from "../../../domain/dashboard";
import { listPages, updatePage } from "../../../domain/pages";
import { adminProcedure, router } from "../../init";

const notFound = (what: string) => new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });

export const dashboardRouter = router({
  counts: adminProcedure.query(({ ctx }) => countDashboard(ctx.db)),
});

export const adminArticlesRouter = router({
  list: adminProcedure.query(({ ctx }) => listArticles(ctx)),
  create: adminProcedure.input(articleInputSchema).mutation(({ ctx, input }) => createArticle(ctx, input)),
  update: adminProcedure.input(articleUpdateInputSchema).mutation(async ({ ctx, input }) => {
    return (await updateArticle(ctx, input)) ?? Promise.reject(notFound("Article"));
  }),
  remove: adminProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    if (!(await deleteArticle(ctx, input.id))) throw notFound("Article");
    return { success: true as const };
  }),
});

export const adminPagesRouter = router({
  list: adminProcedure.query(({ ctx }) => listPages(ctx.db)),
  update: adminProcedure.input(pageUpdateInputSchema).mutation(async ({ ctx, input }) => {
    return (await updatePage(ctx, input)) ?? Promise.reject(notFound("Page"));
  }),
});
