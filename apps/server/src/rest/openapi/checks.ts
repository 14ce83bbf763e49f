// Compile-time only: what each route sends fits the shape the description documents, so the
// description cannot drift from the answers without the typecheck failing.
import type {
  aiSettingsViewSchema,
  aiTestResultSchema,
  articleRecordSchema,
  chatReplySchema,
  consultationRowSchema,
  contactRowSchema,
  currentUserSchema,
  analyticsSummarySchema,
  dashboardCountsSchema,
  loginResultSchema,
  mediaItemSchema,
  pageRecordSchema,
  prospectRowSchema,
  settingsViewSchema,
  successSchema,
  testEmailResultSchema,
  twoFactorSetupSchema,
} from "@lumiere/validation";
import type { z } from "zod";
import type { articleCopies, publishedArticles } from "../../domain/lists/articles";
import type { leadList, mediaList, pageCopies } from "../../domain/lists/admin";
import type { ListSource } from "../../domain/lists/source";
import type { createCaller } from "../../trpc/router";

type Api = ReturnType<typeof createCaller>;
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Item<F extends (...args: never[]) => ListSource<unknown>> = ReturnType<F> extends ListSource<infer T> ? T : never;
type Fits<Sent extends Documented, Documented> = Sent;

export type Checked = [
  Fits<Answer<Api["pages"]["byPageId"]>, z.output<typeof pageRecordSchema>>,
  Fits<Answer<Api["articles"]["bySlug"]>, z.output<typeof articleRecordSchema>>,
  Fits<Item<typeof publishedArticles>, z.output<typeof articleRecordSchema>>,
  Fits<Answer<Api["leads"]["createContact"]>, z.output<typeof successSchema>>,
  Fits<Answer<Api["chat"]["send"]>, z.output<typeof chatReplySchema>>,
  Fits<Answer<Api["auth"]["login"]>, z.output<typeof loginResultSchema>>,
  Fits<Answer<Api["auth"]["logout"]>, z.output<typeof successSchema>>,
  Fits<Answer<Api["auth"]["me"]>, z.output<typeof currentUserSchema>>,
  Fits<Answer<Api["admin"]["dashboard"]["counts"]>, z.output<typeof dashboardCountsSchema>>,
  Fits<Answer<Api["admin"]["analytics"]["summary"]>, z.output<typeof analyticsSummarySchema>>,
  Fits<Item<typeof articleCopies>, z.output<typeof articleRecordSchema>>,
  Fits<Answer<Api["admin"]["articles"]["create"]>, z.output<typeof articleRecordSchema>>,
  Fits<Answer<Api["admin"]["articles"]["remove"]>, z.output<typeof successSchema>>,
  Fits<Item<typeof pageCopies>, z.output<typeof pageRecordSchema>>,
  Fits<Answer<Api["admin"]["pages"]["update"]>, z.output<typeof pageRecordSchema>>,
  Fits<Item<typeof mediaList>, z.output<typeof mediaItemSchema>>,
  Fits<Answer<Api["admin"]["media"]["upload"]>, z.output<typeof mediaItemSchema>>,
  Fits<Answer<Api["admin"]["settings"]["get"]>, z.output<typeof settingsViewSchema>>,
  Fits<Answer<Api["admin"]["settings"]["save"]>, z.output<typeof successSchema>>,
  Fits<Answer<Api["admin"]["settings"]["testEmail"]>, z.output<typeof testEmailResultSchema>>,
  Fits<Answer<Api["admin"]["settings"]["twoFactorSetup"]>, z.output<typeof twoFactorSetupSchema>>,
  Fits<Answer<Api["admin"]["settings"]["twoFactorEnable"]>, z.output<typeof successSchema>>,
  Fits<Answer<Api["admin"]["ai"]["get"]>, z.output<typeof aiSettingsViewSchema>>,
  Fits<Answer<Api["admin"]["ai"]["test"]>, z.output<typeof aiTestResultSchema>>,
  Fits<Item<typeof leadList>, z.output<typeof contactRowSchema | typeof consultationRowSchema | typeof prospectRowSchema>>,
];
