import { z } from "zod";
import { idSchema } from "@lumiere/validation";
import { deleteMedia, listMedia, type MediaDeps, storeUpload } from "../../../domain/media";
import { notFound } from "../../../domain/refusal";
import { audited } from "../../audited";
import type { Context } from "../../context";
import { adminProcedure, router } from "../../init";

const mediaDeps = (ctx: Context): MediaDeps => ({ db: ctx.db, mediaDir: ctx.mediaDir, maxBytes: ctx.config.mediaMaxBytes });

export const adminMediaRouter = router({
  list: adminProcedure.query(({ ctx }) => listMedia(ctx.db)),
  /** Called in process by the multipart REST route (bytes cannot travel as JSON). */
  upload: adminProcedure
    .input(z.object({ filename: z.string().max(1000), bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array) }))
    .use(
      audited<{ filename: string }>("media.upload", (input) => ({
        subjectKind: "media",
        data: { filename: input.filename.slice(0, 255) },
      })),
    )
    .mutation(({ ctx, input }) => storeUpload(mediaDeps(ctx), input)),
  remove: adminProcedure
    .input(z.object({ id: idSchema }))
    .use(audited<{ id: number }>("media.delete", (input) => ({ subjectKind: "media", subjectId: String(input.id) })))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteMedia(mediaDeps(ctx), input.id))) throw notFound("Media file");
      return { success: true as const };
    }),
});
