import { leadFilterSchema, leadListInputSchema, leadRefSchema, leadUpdateInputSchema, subjectInputSchema } from "@lumiere/validation";
import {
  eraseSubject,
  exportLeads,
  findSubject,
  leadsSinceLastVisit,
  listConsultations,
  listContacts,
  listLeads,
  listProspects,
  releaseLead,
  removeLead,
  updateLead,
} from "../../../domain/leads/index";
import { listPrivacyAudit } from "../../../domain/activity";
import { audited } from "../../audited";
import { adminProcedure, router } from "../../init";
import { leadDeps } from "../leads";
import type { LeadFilter, LeadRef } from "@lumiere/validation";

const leadSubject = (input: LeadRef) => ({ subjectKind: input.kind, subjectId: String(input.id) });

export const adminLeadsRouter = router({
  // The spec's three lists (REST GET /api/admin/contacts, /consultations, /prospects).
  contacts: adminProcedure.query(({ ctx }) => listContacts(ctx.db)),
  consultations: adminProcedure.query(({ ctx }) => listConsultations(ctx.db)),
  prospects: adminProcedure.query(({ ctx }) => listProspects(ctx.db)),
  // The inbox.
  list: adminProcedure.input(leadListInputSchema).query(({ ctx, input }) => listLeads(ctx.db, input)),
  export: adminProcedure
    .input(leadFilterSchema)
    .use(audited<LeadFilter>("lead.export", (input) => ({ subjectKind: input.kind, data: { status: input.status ?? null } })))
    .query(({ ctx, input }) => exportLeads(ctx.db, input)),
  update: adminProcedure
    .input(leadUpdateInputSchema)
    .use(audited("lead.update", leadSubject))
    .mutation(({ ctx, input }) => updateLead(ctx.db, input)),
  /** A lead the bot defence held: it becomes an ordinary lead and its e-mails are queued. */
  release: adminProcedure
    .input(leadRefSchema)
    .use(audited("lead.release", leadSubject))
    .mutation(async ({ ctx, input }) => releaseLead(await leadDeps(ctx), input)),
  remove: adminProcedure
    .input(leadRefSchema)
    .use(audited("lead.delete", leadSubject))
    .mutation(({ ctx, input }) => removeLead(ctx.db, input)),
  sinceLastVisit: adminProcedure.query(({ ctx }) => leadsSinceLastVisit(ctx.db, ctx.session.user.id)),
  // Data-subject rights.
  // Recorded without the address: that someone's data was exported, by whom and when.
  findSubject: adminProcedure
    .input(subjectInputSchema)
    .use(audited("subject.export"))
    .query(({ ctx, input }) => findSubject(ctx, input.email)),
  eraseSubject: adminProcedure
    .input(subjectInputSchema)
    .mutation(({ ctx, input }) => eraseSubject(ctx, input.email, ctx.session.user.username)),
  /** What was done to personal data (erasures, retention); the whole feed is admin.activity.list. */
  audit: adminProcedure.query(({ ctx }) => listPrivacyAudit(ctx.db)),
});
