import {
  conversationGetInputSchema,
  conversationPageInputSchema,
  knowledgeEntryInputSchema,
  knowledgeIdInputSchema,
  knowledgePageInputSchema,
  knowledgeUpdateInputSchema,
} from "@lumiere/validation";
import { getConversation, pageConversations } from "../../../domain/chat/conversations";
import { createKnowledge, deleteKnowledge, pageKnowledge, updateKnowledge } from "../../../domain/knowledge";
import { router, staffProcedure } from "../../init";

/** AI Settings → Knowledge: Aya's company facts and FAQ answers. */
export const adminKnowledgeRouter = router({
  /** A page of entries and the total that matches. */
  page: staffProcedure("knowledge")
    .input(knowledgePageInputSchema)
    .query(({ ctx, input }) => pageKnowledge(ctx.db, input)),
  create: staffProcedure("knowledge")
    .input(knowledgeEntryInputSchema)
    .mutation(({ ctx, input }) => createKnowledge(ctx.db, input, ctx.session.user.username)),
  update: staffProcedure("knowledge")
    .input(knowledgeUpdateInputSchema)
    .mutation(({ ctx, input: { id, ...entry } }) => updateKnowledge(ctx.db, id, entry, ctx.session.user.username)),
  delete: staffProcedure("knowledge")
    .input(knowledgeIdInputSchema)
    .mutation(({ ctx, input }) => deleteKnowledge(ctx.db, input.id, ctx.session.user.username)),
});

/** Aya's conversations, newest first, and one transcript. */
export const adminConversationsRouter = router({
  /** A page of sessions and how many match. */
  page: staffProcedure("conversations")
    .input(conversationPageInputSchema)
    .query(({ ctx, input }) => pageConversations(ctx.db, input)),
  get: staffProcedure("conversations")
    .input(conversationGetInputSchema)
    .query(({ ctx, input }) => getConversation(ctx.db, input.sessionId)),
});
