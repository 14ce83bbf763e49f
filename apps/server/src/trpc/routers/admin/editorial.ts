// The editorial workflow's procedures: states and translation board, transitions,
// preview links, the workflow setting, version history, redirects and the activity feed.
import { z } from "zod";
import {
  activityPageInputSchema,
  contentRefSchema,
  EDITORIAL_STATES,
  idSchema,
  messages,
  pagedInputSchema,
  langSchema,
  previewLinkInputSchema,
  redirectInputSchema,
  redirectPageInputSchema,
  redirectUpdateInputSchema,
  transitionInputSchema,
  versionPageInputSchema,
  versionRestoreInputSchema,
  workflowSettingsSchema,
} from "@lumiere/validation";
import { pageActivity } from "../../../domain/activity";
import { getEditorial, itemOf, markTranslated } from "../../../domain/editorial/board";
import { pageEditorial } from "../../../domain/editorial/board-page";
import { createPreviewLink } from "../../../domain/editorial/preview";
import { createRedirect, deleteRedirect, pageRedirects, updateRedirect } from "../../../domain/editorial/redirects";
import { transition } from "../../../domain/editorial/save";
import { getWorkflow, saveWorkflow } from "../../../domain/editorial/workflow";
import { pageVersions, restoreVersion } from "../../../domain/editorial/versions";
import { router, staffProcedure } from "../../init";
import { found, notFound } from "../../../domain/refusal";
import { depsOf } from "../../deps";

const refInput = z.object({ ref: contentRefSchema });
const choice = { error: messages.choiceInvalid.message };
/** The boards' paging: pages first, then landing pages and articles newest first; by kind, states and translation. */
const editorialPageInput = pagedInputSchema(["newest"] as const).extend({
  kind: z.enum(["article", "page", "landing"], choice).optional(),
  states: z.array(z.enum(EDITORIAL_STATES, choice), choice).max(EDITORIAL_STATES.length, choice).optional(),
  translation: z.enum(["missing", "outdated"], choice).optional(),
});

export const adminEditorialRouter = router({
  /** The Workflows and translation boards and the content chooser: a page of items and how many match. */
  page: staffProcedure("content.view")
    .input(editorialPageInput)
    .query(({ ctx, input }) => pageEditorial(ctx.db, input)),
  /** One item for the editor: its state and its whole working copy. */
  get: staffProcedure("content.view")
    .input(refInput)
    .query(async ({ ctx, input }) => {
      return found(await getEditorial(ctx.db, input.ref), "Content");
    }),
  /** Publish, schedule, send to review, approve, send back, unschedule or discard, without an edit. */
  transition: staffProcedure("content.own")
    .input(transitionInputSchema)
    .mutation(async ({ ctx, input }) => {
      return itemOf(found(await transition(depsOf(ctx), input, ctx.session.user), "Content"));
    }),
  /** A signed link showing one language's draft as visitors will see it, until it expires. */
  previewLink: staffProcedure("content.own")
    .input(previewLinkInputSchema)
    .mutation(async ({ ctx, input }) => {
      return found(await createPreviewLink(depsOf(ctx), input, ctx.session.user), "Content");
    }),
  /** This language has been checked against the other: no longer outdated. */
  markTranslated: staffProcedure("content.edit")
    .input(refInput.extend({ lang: langSchema }))
    .mutation(async ({ ctx, input }) => {
      return found(await markTranslated(depsOf(ctx), input.ref, input.lang, ctx.session.user), "Content");
    }),
  workflow: staffProcedure("content.view").query(async ({ ctx }) => ({ workflow: await getWorkflow(depsOf(ctx)) })),
  setWorkflow: staffProcedure("settings")
    .input(workflowSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      await saveWorkflow(depsOf(ctx), input, ctx.session.user.username);
      return { success: true as const };
    }),
});

export const adminVersionsRouter = router({
  /** A page of one item's versions and how many match. */
  page: staffProcedure("content.view")
    .input(versionPageInputSchema)
    .query(async ({ ctx, input }) => {
      return found(await pageVersions(ctx.db, input), "Content");
    }),
  restore: staffProcedure("content.edit")
    .input(versionRestoreInputSchema)
    .mutation(async ({ ctx, input }) => {
      return found(await restoreVersion(depsOf(ctx), input, ctx.session.user), "Version");
    }),
});

export const adminRedirectsRouter = router({
  /** The admin's list: a page of redirects and the total that matches. */
  page: staffProcedure("redirects")
    .input(redirectPageInputSchema)
    .query(({ ctx, input }) => pageRedirects(ctx.db, input)),
  create: staffProcedure("redirects")
    .input(redirectInputSchema)
    .mutation(({ ctx, input }) => createRedirect(depsOf(ctx), input, ctx.session.user.username)),
  update: staffProcedure("redirects")
    .input(redirectUpdateInputSchema)
    .mutation(async ({ ctx, input }) => {
      return found(await updateRedirect(depsOf(ctx), input, ctx.session.user.username), "Redirect");
    }),
  remove: staffProcedure("redirects")
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteRedirect(depsOf(ctx), input.id, ctx.session.user.username))) throw notFound("Redirect");
      return { success: true as const };
    }),
});

export const adminActivityRouter = router({
  /** A page of the feed and how many entries match. */
  page: staffProcedure("activity")
    .input(activityPageInputSchema)
    .query(({ ctx, input }) => pageActivity(ctx.db, input)),
});
