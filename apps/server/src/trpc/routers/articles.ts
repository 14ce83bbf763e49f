import {
  articleBySlugInputSchema,
  insightsPageInputSchema,
  latestArticlesInputSchema,
  relatedArticlesInputSchema,
} from "@lumiere/validation";
import { getInsightsPage, listLatestArticles } from "../../domain/articles";
import { listRelatedArticles } from "../../domain/article-tags/related";
import { shownArticleBody } from "../../domain/article-body";
import { shownArticle } from "../../domain/editorial/preview";
import { found } from "../../domain/refusal";
import { publicProcedure, router } from "../init";
import { depsOf } from "../deps";

export const articlesRouter = router({
  /** The newest articles of a language, without bodies (the home page). */
  latest: publicProcedure
    .input(latestArticlesInputSchema)
    .query(({ ctx, input }) => listLatestArticles(depsOf(ctx), input.lang, input.limit)),
  /** One page of the insights grid (?category=, ?q=, ?tag=) with its total and the language's categories and top tags; null past the last page. */
  page: publicProcedure.input(insightsPageInputSchema).query(({ ctx, input }) => getInsightsPage(depsOf(ctx), input)),
  /** An article page's "Related Articles": up to three cards sharing its tags, else its category. */
  related: publicProcedure.input(relatedArticlesInputSchema).query(({ ctx, input }) => listRelatedArticles(depsOf(ctx), input)),
  bySlug: publicProcedure
    .input(articleBySlugInputSchema)
    .query(async ({ ctx, input }) => found(await shownArticle(depsOf(ctx), ctx.preview, input), "Article")),
  /** The article page's text: its Markdown rendered and sanitised, its contents and reading time (not part of the REST record). */
  body: publicProcedure
    .input(articleBySlugInputSchema)
    .query(async ({ ctx, input }) => found(await shownArticleBody(depsOf(ctx), ctx.preview, input), "Article")),
});
