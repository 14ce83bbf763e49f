import { chatInputSchema } from "@lumiere/validation";
import { publicProcedure, router } from "../init";

export const chatRouter = router({
  send: publicProcedure
    .input(chatInputSchema)
    .mutation(({ ctx, input }) =>
      ctx.chat.reply({ sessionId: input.sessionId, message: input.message, lang: input.lang ?? ctx.lang ?? "en" }),
    ),
});
