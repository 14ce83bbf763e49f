/**
 * Query parameters that change what a public page shows (a route's loader reads them through its
 * `validateSearch` and `loaderDeps`). The server stores each rendered page under its path and these
 * parameters only, and serves that page for any other query string: a route that starts reading a
 * parameter lists it here. The insights list reads its page, category, search and tag, the case
 * studies list its page, industry and service; the read-more links' `v` only makes a new address.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ["page", "category", "q", "tag", "industry", "service"];
