import { z } from "zod";
import { idSchema, mediaAltInputSchema, mediaPageInputSchema } from "@lumiere/validation";
import { deleteMedia, pageMedia, setMediaAlt, storeUpload } from "../../../domain/media";
import { found, notFound } from "../../../domain/refusal";
import { router, staffProcedure } from "../../init";
import { depsOf } from "../../deps";

export const adminMediaRouter = router({
  /** The library a page at a time (searched by file name) and the total that matches. */
  page: staffProcedure("media.view")
    .input(mediaPageInputSchema)
    .query(({ ctx, input }) => pageMedia(ctx.db, input)),
  /** Called in process by the multipart REST route (bytes cannot travel as JSON). */
  upload: staffProcedure("media")
    .input(z.object({ filename: z.string().max(1000), bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array) }))
    .mutation(({ ctx, input }) => storeUpload(depsOf(ctx), input, ctx.session.user.username)),
  /** A file's alt text in both languages. */
  setAlt: staffProcedure("media")
    .input(mediaAltInputSchema)
    .mutation(async ({ ctx, input }) => found(await setMediaAlt(depsOf(ctx), input, ctx.session.user.username), "Media file")),
  remove: staffProcedure("media")
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteMedia(depsOf(ctx), input.id, ctx.session.user.username))) throw notFound("Media file");
      return { success: true as const };
    }),
});
