import { z } from "zod";
import { idSchema, landingPageInputSchema, landingSaveInputSchema } from "@lumiere/validation";
import { deleteLanding, pageLandings, saveLanding } from "../../../domain/editorial/landing";
import { found, notFound } from "../../../domain/refusal";
import { router, staffProcedure } from "../../init";
import { depsOf } from "../../deps";

// Landing pages: the articles' permissions (an author creates and drafts their own, editors publish).
// One page's copy and state, its transitions, versions and preview links are admin.editorial's.
export const adminLandingPagesRouter = router({
  /** The admin's list: a page of titles, slugs and states, and the total that matches. */
  page: staffProcedure("content.view")
    .input(landingPageInputSchema)
    .query(({ ctx, input }) => pageLandings(ctx.db, input)),
  /** Creates (no id) or changes a landing page, then applies the save's action. */
  save: staffProcedure("content.own")
    .input(landingSaveInputSchema)
    .mutation(async ({ ctx, input }) => {
      return found(await saveLanding(depsOf(ctx), input, ctx.session.user), "Landing page");
    }),
  remove: staffProcedure("content.delete")
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteLanding(depsOf(ctx), input.id, ctx.session.user.username))) throw notFound("Landing page");
      return { success: true as const };
    }),
});
