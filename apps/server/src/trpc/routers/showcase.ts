import { caseStudyBySlugInputSchema, caseStudyListInputSchema, langSchema } from "@lumiere/validation";
import { z } from "zod";
import { getCaseStudy, listCaseStudies } from "../../domain/showcase/case-studies";
import { getClientShowcase } from "../../domain/showcase/home";
import { found } from "../../domain/refusal";
import { publicProcedure, router } from "../init";
import { depsOf } from "../deps";

/** The public case studies, and the testimonials and logos the home page shows. */
export const showcaseRouter = router({
  /** One page of the case studies published in a language, by industry and service; null past the last page. */
  caseStudies: publicProcedure.input(caseStudyListInputSchema).query(({ ctx, input }) => listCaseStudies(depsOf(ctx), input)),
  caseStudy: publicProcedure
    .input(caseStudyBySlugInputSchema)
    .query(async ({ ctx, input }) => found(await getCaseStudy(depsOf(ctx), input), "Case study")),
  /** Published testimonials and client logos (both empty until some are published). */
  clients: publicProcedure
    .input(z.object({ lang: langSchema.default("en") }))
    .query(({ ctx, input }) => getClientShowcase(depsOf(ctx), input.lang)),
});
