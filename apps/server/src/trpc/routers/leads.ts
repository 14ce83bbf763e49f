import { consultationInputSchema, contactInputSchema, prospectInputSchema, tokenInputSchema } from "@lumiere/validation";
import {
  confirmSignup,
  createConsultation,
  createContact,
  createProspect,
  type LeadDeps,
  unsubscribeSignup,
} from "../../domain/leads/index";
import { siteOrigin } from "../../domain/site-origin";
import { counted } from "../analytics";
import type { Context } from "../context";
import { publicProcedure, rateLimited, router } from "../init";

const formProcedure = publicProcedure.use(rateLimited("forms"));
/** Following a link from our own e-mail is not a form submission: it has its own, generous, limit. */
const linkProcedure = publicProcedure.use(rateLimited("links"));

export const leadDeps = async (ctx: Context): Promise<LeadDeps> => ({
  db: ctx.db,
  cache: ctx.cache,
  origin: await siteOrigin(ctx),
  lang: ctx.lang,
  kickOutbox: ctx.outbox.kick,
});

export const leadsRouter = router({
  createConsultation: formProcedure
    .input(consultationInputSchema)
    .mutation(async ({ ctx, input }) => counted(ctx, "consultation_sent", createConsultation(await leadDeps(ctx), input))),
  createProspect: formProcedure
    .input(prospectInputSchema)
    .mutation(async ({ ctx, input }) => counted(ctx, "signup_sent", createProspect(await leadDeps(ctx), input))),
  createContact: formProcedure
    .input(contactInputSchema)
    .mutation(async ({ ctx, input }) => counted(ctx, "contact_sent", createContact(await leadDeps(ctx), input))),
  /** The link in the double opt-in e-mail. */
  confirmSignup: linkProcedure.input(tokenInputSchema).mutation(async ({ ctx, input }) => confirmSignup(await leadDeps(ctx), input.token)),
  /** Every signup e-mail's unsubscribe link and its List-Unsubscribe one-click POST. */
  unsubscribe: linkProcedure.input(tokenInputSchema).mutation(({ ctx, input }) => unsubscribeSignup(ctx.db, input.token)),
});
