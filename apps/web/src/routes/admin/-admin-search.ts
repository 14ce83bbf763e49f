import { searchPage, searchText } from "../../lib/search-text";

// The admin's state in its address: /fr/admin?section=articles&page=2&q=ai&tab=redirects, so a
// reload, a language switch, back/forward and a shared link open the same screen. A value that does
// not parse falls back to its default (never an error page). The section and tab ids are checked
// against the admin's own lists where they are used. This file ships with the public entry chunk:
// plain code, no schema library.

export interface AdminSearch {
  section?: string;
  tab?: string;
  page?: number;
  q?: string;
  status?: string;
}

/** Parses an admin address's search params; anything malformed is dropped, never refused. */
export function validateAdminSearch(raw: Record<string, unknown>): AdminSearch {
  const search: AdminSearch = {
    section: searchText(raw.section, 40),
    tab: searchText(raw.tab, 40),
    page: searchPage(raw.page),
    q: searchText(raw.q, 200),
    status: searchText(raw.status, 40),
  };
  // Absent values are the defaults: keep them out of the address.
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as AdminSearch;
}
