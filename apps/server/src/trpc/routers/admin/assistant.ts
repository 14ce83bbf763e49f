// The AI Content Assistant: Analyze needs no provider; Generate, Enhance and Translate call the
// configured OpenAI-compatible provider, rate limited per IP. Writing returns text for the editor
// to review; a translation is saved to the other language as a change in review.
import { assistantAnalyzeInputSchema, assistantTranslateInputSchema, assistantWriteInputSchema } from "@lumiere/validation";
import { analyze, translate, write } from "../../../domain/content-assistant/assistant";
import { createWriter } from "../../../domain/content-assistant/provider";
import { depsOf } from "../../deps";
import { rateLimited, router, staffProcedure } from "../../init";

export const adminAssistantRouter = router({
  /** Whether a provider is configured (the admin disables its buttons and says why when not). */
  status: staffProcedure("content.own").query(({ ctx }) => ({ configured: ctx.ai !== null })),
  analyze: staffProcedure("content.view")
    .input(assistantAnalyzeInputSchema)
    .query(({ ctx, input }) => analyze(depsOf(ctx), input)),
  write: staffProcedure("content.own")
    .use(rateLimited("assistant"))
    .input(assistantWriteInputSchema)
    .mutation(({ ctx, input }) => write(depsOf(ctx), createWriter(ctx.ai), input)),
  translate: staffProcedure("content.own")
    .use(rateLimited("assistant"))
    .input(assistantTranslateInputSchema)
    .mutation(({ ctx, input }) => translate(depsOf(ctx), createWriter(ctx.ai), input, ctx.session.user)),
});
