/**
 * The query parameters of the insights list (listed in PAGE_QUERY_PARAMS of @lumiere/i18n, so the
 * server stores one page per combination): absent when they say nothing.
 */
export interface InsightsSearch {
  page?: number;
  category?: string;
  q?: string;
}

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  // Text PostgreSQL cannot store is not a search anyone typed.
  const clean = String(value)
    .replace(/\p{Cc}|\p{Cs}/gu, " ")
    .trim()
    .slice(0, max)
    .trim();
  return clean === "" ? undefined : clean;
};

/** Lenient: a page that is not a whole number ≥ 1 is the first; too long a text is cut. */
export function parseInsightsSearch(search: Record<string, unknown>): InsightsSearch {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
    category: text(search.category, 100),
    q: text(search.q, 200),
  };
}
