import { chatInputSchema } from "@lumiere/validation";
import { publicProcedure, rateLimited, router } from "../init";

export const chatRouter = router({
  send: publicProcedure
    .use(rateLimited("chat"))
    .input(chatInputSchema)
    .mutation(({ ctx, input }) =>
      ctx.chat.reply({ sessionId: input.sessionId, message: input.message, lang: input.lang ?? ctx.lang ?? "en" }),
    ),
});
