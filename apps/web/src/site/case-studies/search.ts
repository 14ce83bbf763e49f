// The list's query parameters (PAGE_QUERY_PARAMS of @lumiere/i18n): page, industry, service.
import {
  CASE_STUDY_INDUSTRIES,
  CASE_STUDY_SERVICES,
  type CaseStudyIndustry,
  type CaseStudyService,
} from "@lumiere/validation/showcase-lists";

export interface CaseStudiesSearch {
  page?: number;
  industry?: CaseStudyIndustry;
  service?: CaseStudyService;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The route's `validateSearch`: anything unknown is dropped (the full list). */
export function parseCaseStudiesSearch(search: Record<string, unknown>): CaseStudiesSearch {
  const page = Number(search.page);
  return {
    ...(Number.isInteger(page) && page > 1 && page <= 100_000 ? { page } : {}),
    ...(oneOf(CASE_STUDY_INDUSTRIES, search.industry) ? { industry: oneOf(CASE_STUDY_INDUSTRIES, search.industry) } : {}),
    ...(oneOf(CASE_STUDY_SERVICES, search.service) ? { service: oneOf(CASE_STUDY_SERVICES, search.service) } : {}),
  };
}

/** "?industry=…&service=…&page=2" in a fixed order (one canonical address per list). */
export function queryOf(search: CaseStudiesSearch): string {
  const params = new URLSearchParams();
  if (search.industry) params.set("industry", search.industry);
  if (search.service) params.set("service", search.service);
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
