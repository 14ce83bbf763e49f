import { landingBySlugInputSchema } from "@lumiere/validation";
import { shownLanding } from "../../domain/editorial/preview";
import { publicProcedure, router } from "../init";
import { depsOf } from "../deps";

/** The public landing pages: one published in a language by its slug (a preview link's draft for that link). */
export const landingRouter = router({
  /** Null when no landing page is published there: the site's 404. */
  bySlug: publicProcedure.input(landingBySlugInputSchema).query(({ ctx, input }) => shownLanding(depsOf(ctx), ctx.preview, input)),
});
