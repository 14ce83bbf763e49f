import { z } from "zod";
import { pageIdSchema } from "@lumiere/validation";
import { shownPage } from "../../domain/editorial/preview";
import { found } from "../../domain/refusal";
import { getPublicSettings } from "../../domain/settings";
import { publicProcedure, router } from "../init";
import { depsOf } from "../deps";

export const pagesRouter = router({
  byPageId: publicProcedure
    .input(z.object({ pageId: pageIdSchema }))
    .query(async ({ ctx, input }) => found(await shownPage(depsOf(ctx), ctx.preview, input.pageId), "Page")),
  /** Brand, contact details and default meta text for the public layout. */
  siteInfo: publicProcedure.query(({ ctx }) => getPublicSettings(depsOf(ctx))),
});
