import { searchPage, searchText } from "../../lib/search-text";

/**
 * The query parameters of the insights list (listed in PAGE_QUERY_PARAMS of @lumiere/i18n, so the
 * server stores one page per combination): absent when they say nothing.
 */
export interface InsightsSearch {
  page?: number;
  category?: string;
  q?: string;
  tag?: string;
}

/** Lenient: a page that is not a whole number ≥ 1 is the first; too long a text is cut. */
export function parseInsightsSearch(search: Record<string, unknown>): InsightsSearch {
  return {
    page: searchPage(search.page),
    category: searchText(search.category, 100),
    q: searchText(search.q, 200),
    tag: searchText(search.tag, 100),
  };
}
