import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { pageIdSchema } from "@lumiere/validation";
import { previewPage } from "../../domain/editorial/preview";
import { getPage } from "../../domain/pages";
import { getPublicSettings } from "../../domain/settings";
import { publicProcedure, router } from "../init";

export const pagesRouter = router({
  byPageId: publicProcedure.input(z.object({ pageId: pageIdSchema })).query(async ({ ctx, input }) => {
    const draft = ctx.preview ? await previewPage(ctx.db, ctx.preview, input.pageId) : null;
    const page = draft ?? (await getPage(ctx, input.pageId));
    if (!page) throw new TRPCError({ code: "NOT_FOUND", message: "Page not found" });
    return page;
  }),
  /** Brand, contact details and default meta text for the public layout. */
  siteInfo: publicProcedure.query(({ ctx }) => getPublicSettings(ctx)),
});
