import { consultationInputSchema, contactInputSchema, prospectInputSchema } from "@lumiere/validation";
import { createConsultation, createContact, createProspect } from "../../domain/leads";
import { publicProcedure, router } from "../init";

export const leadsRouter = router({
  createConsultation: publicProcedure.input(consultationInputSchema).mutation(({ ctx, input }) => createConsultation(ctx.db, input)),
  createProspect: publicProcedure.input(prospectInputSchema).mutation(({ ctx, input }) => createProspect(ctx.db, input)),
  createContact: publicProcedure.input(contactInputSchema).mutation(({ ctx, input }) => createContact(ctx.db, input)),
});
