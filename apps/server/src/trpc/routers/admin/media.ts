import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { idSchema } from "@lumiere/validation";
import { deleteMedia, listMedia, MediaRejected, storeUpload } from "../../../domain/media";
import { audited } from "../../audited";
import { adminProcedure, router } from "../../init";
import { messageError } from "../../messages";

const rejectionCodes = { 413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE", 422: "UNPROCESSABLE_CONTENT" } as const;

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
    .mutation(async ({ ctx, input }) => {
      try {
        return await storeUpload({ db: ctx.db, mediaDir: ctx.mediaDir, maxBytes: ctx.config.mediaMaxBytes }, input);
      } catch (error) {
        if (error instanceof MediaRejected) {
          throw messageError(rejectionCodes[error.status], error.reason, error.values);
        }
        throw error;
      }
    }),
  remove: adminProcedure
    .input(z.object({ id: idSchema }))
    .use(audited<{ id: number }>("media.delete", (input) => ({ subjectKind: "media", subjectId: String(input.id) })))
    .mutation(async ({ ctx, input }) => {
      const ok = await deleteMedia({ db: ctx.db, mediaDir: ctx.mediaDir, maxBytes: ctx.config.mediaMaxBytes }, input.id);
      if (!ok) throw new TRPCError({ code: "NOT_FOUND", message: "Media file not found" });
      return { success: true as const };
    }),
});
