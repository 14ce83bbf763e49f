import { listConsultations, listContacts, listProspects } from "../../../domain/leads";
import { adminProcedure, router } from "../../init";

export const adminLeadsRouter = router({
  contacts: adminProcedure.query(({ ctx }) => listContacts(ctx.db)),
  consultations: adminProcedure.query(({ ctx }) => listConsultations(ctx.db)),
  prospects: adminProcedure.query(({ ctx }) => listProspects(ctx.db)),
});
