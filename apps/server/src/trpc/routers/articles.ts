import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { articleBySlugInputSchema, articleListInputSchema, langSchema } from "@lumiere/validation";
import { getArticleBySlug, listArticles, listArticleSummaries } from "../../domain/articles";
import { previewArticle } from "../../domain/editorial/preview";
import { publicProcedure, router } from "../init";

export const articlesRouter = router({
  /** Every article published in the language, with its body (the REST contract). */
  list: publicProcedure.input(articleListInputSchema).query(({ ctx, input }) => listArticles(ctx, input.lang)),
  /**
   * Without bodies: what the insights grid and the home page need. With `lang`, the articles
   * published in it; without, those published in both languages.
   */
  summaries: publicProcedure
    .input(z.object({ lang: langSchema.optional() }).optional())
    .query(({ ctx, input }) => listArticleSummaries(ctx, input?.lang)),
  bySlug: publicProcedure.input(articleBySlugInputSchema).query(async ({ ctx, input }) => {
    // A preview link's render shows its draft (never cached); everyone else sees what is published.
    const draft = ctx.preview ? await previewArticle(ctx.db, ctx.preview, input) : null;
    const article = draft ?? (await getArticleBySlug(ctx, input));
    if (!article) throw new TRPCError({ code: "NOT_FOUND", message: "Article not found" });
    return article;
  }),
});
