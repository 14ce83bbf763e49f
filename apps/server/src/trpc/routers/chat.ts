import { chatInputSchema } from "@lumiere/validation";
import { startedConversation } from "../../domain/analytics/conversation";
import { counted } from "../analytics";
import { publicProcedure, rateLimited, router } from "../init";

export const chatRouter = router({
  send: publicProcedure
    .use(rateLimited("chat"))
    .input(chatInputSchema)
    .mutation(async ({ ctx, input }) => {
      const reply = await ctx.chat.reply({ sessionId: input.sessionId, message: input.message, lang: input.lang ?? ctx.lang ?? "en" });
      if (ctx.visit && (await startedConversation(ctx.db, input.sessionId))) await counted(ctx, "chat_started", reply);
      return counted(ctx, reply.handoff ? "handoff" : null, reply);
    }),
});
