import { articleAuthorInputSchema, authorPageInputSchema, teamListInputSchema } from "@lumiere/validation";
import { getArticleAuthor, getAuthorPage, listTeam } from "../../domain/team/public";
import { depsOf } from "../deps";
import { publicProcedure, router } from "../init";

/** The public team: the Team page, the author pages and an article's author. */
export const teamRouter = router({
  /** The published profiles in their order. */
  list: publicProcedure.input(teamListInputSchema).query(({ ctx, input }) => listTeam(depsOf(ctx), input.lang)),
  /** A published profile and a page of its articles in the language; null when there is none. */
  author: publicProcedure.input(authorPageInputSchema).query(({ ctx, input }) => getAuthorPage(depsOf(ctx), input)),
  /** The published author of an article, by its slug; null: the company. */
  ofArticle: publicProcedure.input(articleAuthorInputSchema).query(({ ctx, input }) => getArticleAuthor(depsOf(ctx), input)),
});
