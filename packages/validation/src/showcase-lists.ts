// The case studies' lists and page size, without a schema: the public list's route reads its query
// with them, and that code is part of every page's first load, which must not bring zod along.
/** Industries a case study is filed under (the list's filter); their words are in the site catalog. */
export const CASE_STUDY_INDUSTRIES = [
  "finance",
  "insurance",
  "healthcare",
  "retail",
  "manufacturing",
  "energy",
  "logistics",
  "public-sector",
  "education",
  "media",
  "other",
] as const;
export type CaseStudyIndustry = (typeof CASE_STUDY_INDUSTRIES)[number];

/** The site's services: its four expertise areas (spec §1). */
export const CASE_STUDY_SERVICES = ["nlp", "predictive-analytics", "adaptive-learning", "computer-vision"] as const;
export type CaseStudyService = (typeof CASE_STUDY_SERVICES)[number];

/** Case studies on one page of the public list (four rows of three). */
export const CASE_STUDIES_PER_PAGE = 12;
