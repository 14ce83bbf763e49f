import { consultationInputSchema, contactInputSchema, prospectInputSchema, tokenInputSchema } from "@lumiere/validation";
import { confirmSignup, createConsultation, createContact, createProspect, unsubscribeSignup } from "../../domain/leads/index";
import { counted } from "../analytics";
import { publicProcedure, rateLimited, router } from "../init";
import { depsOf } from "../deps";

const formProcedure = publicProcedure.use(rateLimited("forms"));
/** Following a link from our own e-mail is not a form submission: it has its own, generous, limit. */
const linkProcedure = publicProcedure.use(rateLimited("links"));

export const leadsRouter = router({
  createConsultation: formProcedure
    .input(consultationInputSchema)
    .mutation(async ({ ctx, input }) => counted(ctx, "consultation_sent", createConsultation(depsOf(ctx), input))),
  createProspect: formProcedure
    .input(prospectInputSchema)
    .mutation(async ({ ctx, input }) => counted(ctx, "signup_sent", createProspect(depsOf(ctx), input))),
  createContact: formProcedure
    .input(contactInputSchema)
    .mutation(async ({ ctx, input }) => counted(ctx, "contact_sent", createContact(depsOf(ctx), input))),
  /** The link in the double opt-in e-mail. */
  confirmSignup: linkProcedure.input(tokenInputSchema).mutation(async ({ ctx, input }) => confirmSignup(depsOf(ctx), input.token)),
  /** Every signup e-mail's unsubscribe link and its List-Unsubscribe one-click POST. */
  unsubscribe: linkProcedure.input(tokenInputSchema).mutation(({ ctx, input }) => unsubscribeSignup(ctx.db, input.token)),
});
