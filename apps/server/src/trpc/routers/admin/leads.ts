import {
  assignLeadInputSchema,
  leadFilterSchema,
  leadListInputSchema,
  leadRefSchema,
  leadUpdateInputSchema,
  subjectInputSchema,
} from "@lumiere/validation";
import {
  eraseSubject,
  exportLeads,
  findSubject,
  leadsSinceLastVisit,
  listLeads,
  releaseLead,
  removeLead,
  updateLead,
} from "../../../domain/leads/index";
import { listPrivacyAudit } from "../../../domain/activity";
import { assignLead, listAssignees } from "../../../domain/leads/assignment";
import { router, staffProcedure } from "../../init";
import { depsOf } from "../../deps";

export const adminLeadsRouter = router({
  // The inbox.
  list: staffProcedure("leads")
    .input(leadListInputSchema)
    .query(({ ctx, input }) => listLeads(ctx.db, input)),
  export: staffProcedure("leads")
    .input(leadFilterSchema)
    .query(({ ctx, input }) => exportLeads(ctx.db, input, ctx.session.user.username)),
  /** A status change may queue webhook deliveries (their worker is woken by the domain). */
  update: staffProcedure("leads")
    .input(leadUpdateInputSchema)
    .mutation(({ ctx, input }) => updateLead(depsOf(ctx), input, ctx.session.user.username)),
  /** A lead the bot defence held: it becomes an ordinary lead and its e-mails are queued. */
  release: staffProcedure("leads")
    .input(leadRefSchema)
    .mutation(({ ctx, input }) => releaseLead(depsOf(ctx), input, ctx.session.user.username)),
  remove: staffProcedure("leads")
    .input(leadRefSchema)
    .mutation(({ ctx, input }) => removeLead(ctx.db, input, ctx.session.user.username)),
  /** Assigns a lead to a person who works the inbox (null: nobody); they are e-mailed. */
  assign: staffProcedure("leads")
    .input(assignLeadInputSchema)
    .mutation(({ ctx, input }) => assignLead(depsOf(ctx), input, ctx.session.user.username)),
  /** Who a lead can be assigned to. */
  assignees: staffProcedure("leads").query(({ ctx }) => listAssignees(ctx.db)),
  sinceLastVisit: staffProcedure("leads").query(({ ctx }) => leadsSinceLastVisit(ctx.db, ctx.session.user.id)),
  // Data-subject rights.
  findSubject: staffProcedure("privacy")
    .input(subjectInputSchema)
    .query(({ ctx, input }) => findSubject(depsOf(ctx), input.email, ctx.session.user.username)),
  eraseSubject: staffProcedure("privacy")
    .input(subjectInputSchema)
    .mutation(({ ctx, input }) => eraseSubject(depsOf(ctx), input.email, ctx.session.user.username)),
  /** What was done to personal data (erasures, retention); the whole feed is admin.activity.page. */
  audit: staffProcedure("privacy").query(({ ctx }) => listPrivacyAudit(ctx.db)),
});
