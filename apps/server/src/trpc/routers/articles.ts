import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { articleBySlugInputSchema, articleListInputSchema } from "@lumiere/validation";
import { getArticleBySlug, listArticles, listArticleSummaries } from "../../domain/articles";
import { publicProcedure, router } from "../init";

export const articlesRouter = router({
  /** Every article with its body (the REST contract). */
  list: publicProcedure.input(articleListInputSchema).query(({ ctx }) => listArticles(ctx)),
  /** Without bodies: what the insights grid and the home page need. */
  summaries: publicProcedure.input(z.object({}).optional()).query(({ ctx }) => listArticleSummaries(ctx)),
  bySlug: publicProcedure.input(articleBySlugInputSchema).query(async ({ ctx, input }) => {
    const article = await getArticleBySlug(ctx, input);
    if (!article) throw new TRPCError({ code: "NOT_FOUND", message: "Article not found" });
    return article;
  }),
});
