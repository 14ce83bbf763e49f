import type { CaseStudyIndustry, CaseStudySaveInput, CaseStudyService } from "@lumiere/validation";
import type { AdminCaseStudy } from "./types";

/** What the form holds: the save's fields without the action (chosen by the button pressed). */
export type CaseStudyFormValues = Omit<CaseStudySaveInput, "action" | "langs" | "id" | "industry" | "testimonialId"> & {
  industry: CaseStudyIndustry | "";
  testimonialId: string;
};

export function initialValues(study: AdminCaseStudy | undefined): CaseStudyFormValues {
  const c = study?.copy;
  return {
    title_en: c?.title_en ?? "",
    title_fr: c?.title_fr ?? "",
    slug_en: c?.slug_en ?? "",
    slug_fr: c?.slug_fr ?? "",
    summary_en: c?.summary_en ?? "",
    summary_fr: c?.summary_fr ?? "",
    challenge_en: c?.challenge_en ?? "",
    challenge_fr: c?.challenge_fr ?? "",
    approach_en: c?.approach_en ?? "",
    approach_fr: c?.approach_fr ?? "",
    quote_en: c?.quote_en ?? "",
    quote_fr: c?.quote_fr ?? "",
    client: c?.client ?? "",
    industry: (c?.industry as CaseStudyIndustry | undefined) ?? "",
    services: (c?.services as CaseStudyService[] | undefined) ?? [],
    results: c?.results ?? [],
    pictures: c?.pictures ?? [],
    shareImage: c?.shareImage ?? "",
    testimonialId: c?.testimonialId ? String(c.testimonialId) : "",
  };
}

/** The save's input from the form's values. */
export function toInput(values: CaseStudyFormValues) {
  return { ...values, testimonialId: values.testimonialId ? Number(values.testimonialId) : null };
}
