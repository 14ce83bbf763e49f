import {
  conversationGetInputSchema,
  conversationListInputSchema,
  knowledgeEntryInputSchema,
  knowledgeIdInputSchema,
  knowledgeUpdateInputSchema,
} from "@lumiere/validation";
import { getConversation, listConversations } from "../../../domain/chat/conversations";
import { createKnowledge, deleteKnowledge, listKnowledge, updateKnowledge } from "../../../domain/knowledge";
import { audited } from "../../audited";
import { adminProcedure, router } from "../../init";

const entry = (input: { id?: number; topic?: string }) => ({
  subjectKind: "knowledge",
  subjectId: input.id ? String(input.id) : "",
  data: input.topic ? { topic: input.topic } : {},
});

/** AI Settings → Knowledge: Aya's company facts and FAQ answers. */
export const adminKnowledgeRouter = router({
  list: adminProcedure.query(({ ctx }) => listKnowledge(ctx.db)),
  create: adminProcedure
    .input(knowledgeEntryInputSchema)
    .use(audited("knowledge.create", entry))
    .mutation(({ ctx, input }) => createKnowledge(ctx.db, input)),
  update: adminProcedure
    .input(knowledgeUpdateInputSchema)
    .use(audited("knowledge.update", entry))
    .mutation(({ ctx, input: { id, ...entry } }) => updateKnowledge(ctx.db, id, entry)),
  delete: adminProcedure
    .input(knowledgeIdInputSchema)
    .use(audited("knowledge.delete", entry))
    .mutation(({ ctx, input }) => deleteKnowledge(ctx.db, input.id)),
});

/** Aya's conversations, newest first, and one transcript. */
export const adminConversationsRouter = router({
  list: adminProcedure.input(conversationListInputSchema).query(({ ctx, input }) => listConversations(ctx.db, input.search)),
  get: adminProcedure.input(conversationGetInputSchema).query(({ ctx, input }) => getConversation(ctx.db, input.sessionId)),
});
