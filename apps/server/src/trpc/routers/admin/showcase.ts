import {
  caseStudyPageInputSchema,
  caseStudySaveInputSchema,
  caseStudyTransitionInputSchema,
  clientLogoInputSchema,
  clientLogoUpdateInputSchema,
  showcaseIdInputSchema,
  showcasePageInputSchema,
  testimonialInputSchema,
  testimonialUpdateInputSchema,
} from "@lumiere/validation";
import { adminCaseStudy, getCaseStudyForEdit, pageCaseStudies } from "../../../domain/showcase/case-study-admin";
import { deleteCaseStudy, saveCaseStudy, transitionCaseStudy } from "../../../domain/showcase/case-study-save";
import { createClientLogo, deleteClientLogo, pageClientLogos, updateClientLogo } from "../../../domain/showcase/client-logos";
import { createTestimonial, deleteTestimonial, pageTestimonials, updateTestimonial } from "../../../domain/showcase/testimonials";
import { found } from "../../../domain/refusal";
import { router, staffProcedure } from "../../init";
import { depsOf } from "../../deps";

/**
 * Case studies, with the articles' editorial workflow: writers create and change (an author only
 * their own, and never publishes: the domain checks each action's permission), editors publish.
 */
export const adminCaseStudiesRouter = router({
  page: staffProcedure("content.view")
    .input(caseStudyPageInputSchema)
    .query(({ ctx, input }) => pageCaseStudies(ctx.db, input)),
  get: staffProcedure("content.view")
    .input(showcaseIdInputSchema)
    .query(async ({ ctx, input }) => found(await getCaseStudyForEdit(ctx.db, input.id), "Case study")),
  save: staffProcedure("content.own")
    .input(caseStudySaveInputSchema)
    .mutation(async ({ ctx, input }) => adminCaseStudy(await saveCaseStudy(depsOf(ctx), input, ctx.session.user))),
  transition: staffProcedure("content.own")
    .input(caseStudyTransitionInputSchema)
    .mutation(async ({ ctx, input }) => adminCaseStudy(await transitionCaseStudy(depsOf(ctx), input, ctx.session.user))),
  remove: staffProcedure("content.delete")
    .input(showcaseIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteCaseStudy(depsOf(ctx), input.id, ctx.session.user.username);
      return { success: true as const };
    }),
});

/** Testimonials: editors and administrators (publishing one needs the person's consent date). */
export const adminTestimonialsRouter = router({
  page: staffProcedure("content.edit")
    .input(showcasePageInputSchema)
    .query(({ ctx, input }) => pageTestimonials(ctx.db, input)),
  create: staffProcedure("content.edit")
    .input(testimonialInputSchema)
    .mutation(({ ctx, input }) => createTestimonial(depsOf(ctx), input, ctx.session.user.username)),
  update: staffProcedure("content.edit")
    .input(testimonialUpdateInputSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updateTestimonial(depsOf(ctx), id, fields, ctx.session.user.username)),
  remove: staffProcedure("content.edit")
    .input(showcaseIdInputSchema)
    .mutation(({ ctx, input }) => deleteTestimonial(depsOf(ctx), input.id, ctx.session.user.username)),
});

/** Client logos: editors and administrators. */
export const adminClientLogosRouter = router({
  page: staffProcedure("content.edit")
    .input(showcasePageInputSchema)
    .query(({ ctx, input }) => pageClientLogos(ctx.db, input)),
  create: staffProcedure("content.edit")
    .input(clientLogoInputSchema)
    .mutation(({ ctx, input }) => createClientLogo(depsOf(ctx), input, ctx.session.user.username)),
  update: staffProcedure("content.edit")
    .input(clientLogoUpdateInputSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updateClientLogo(depsOf(ctx), id, fields, ctx.session.user.username)),
  remove: staffProcedure("content.edit")
    .input(showcaseIdInputSchema)
    .mutation(({ ctx, input }) => deleteClientLogo(depsOf(ctx), input.id, ctx.session.user.username)),
});
