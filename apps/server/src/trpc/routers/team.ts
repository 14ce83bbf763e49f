import { articleAuthorInputSchema, authorArticlesInputSchema, authorInputSchema, teamListInputSchema } from "@lumiere/validation";
import { getArticleAuthor, getAuthor, getAuthorArticles, hasPublishedTeam, listTeam } from "../../domain/team/public";
import { depsOf } from "../deps";
import { publicProcedure, router } from "../init";

/** The public team: the Team page, the author pages and an article's author. */
export const teamRouter = router({
  /** The published profiles in their order. */
  list: publicProcedure.input(teamListInputSchema).query(({ ctx, input }) => listTeam(depsOf(ctx), input.lang)),
  /** Whether any profile is published (About's link to the Team page). */
  published: publicProcedure.query(({ ctx }) => hasPublishedTeam(depsOf(ctx))),
  /** A published profile, by its slug; null when there is none. */
  author: publicProcedure.input(authorInputSchema).query(({ ctx, input }) => getAuthor(depsOf(ctx), input)),
  /** A page of a published profile's articles in the language; null past the last page. */
  articles: publicProcedure.input(authorArticlesInputSchema).query(({ ctx, input }) => getAuthorArticles(depsOf(ctx), input)),
  /** The published author of an article, by its slug; null: the company. */
  ofArticle: publicProcedure.input(articleAuthorInputSchema).query(({ ctx, input }) => getArticleAuthor(depsOf(ctx), input)),
});
