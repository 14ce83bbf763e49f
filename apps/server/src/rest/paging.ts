// Optional paging of the spec's lists, the WordPress REST way: ?page= (from 1) and ?per_page=
// (1 to 100), answered with X-Total-Count and a Link header (first, prev, next, last) whose
// addresses are absolute, from the site's origin, keeping the request's other parameters.
import type { FastifyRequest } from "fastify";
import type { PageRequest } from "../domain/paging";
import { BadRequest } from "./errors";
import { storedAnswerKey } from "../http/cache";

export const MAX_PER_PAGE = 100;
/** WordPress's default page size when only `page` is given. */
export const DEFAULT_PER_PAGE = 10;

/** The REST contract's own bounds, read into the one page request every list takes. */
export type Paging = PageRequest;

const messages = {
  page: "page must be a whole number, 1 or more",
  per_page: `per_page must be a whole number from 1 to ${MAX_PER_PAGE}`,
};

function wholeNumber(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The paging asked for, or null for the whole list; a BadRequest says what is wrong. */
export function pagingOf(query: Record<string, unknown>): Paging | null {
  if (query.page === undefined && query.per_page === undefined) return null;
  const errors: Record<string, string> = {};
  const page = query.page === undefined ? 1 : wholeNumber(query.page);
  const perPage = query.per_page === undefined ? DEFAULT_PER_PAGE : wholeNumber(query.per_page);
  if (page === null || page < 1) errors.page = messages.page;
  if (perPage === null || perPage < 1 || perPage > MAX_PER_PAGE) errors.per_page = messages.per_page;
  const first = Object.values(errors)[0];
  if (first || page === null || perPage === null) throw new BadRequest(first ?? messages.page, errors);
  return { page, perPage };
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pastTheEnd(page: number, last: number): BadRequest {
  const message = `page ${page} is past the last page (${last})`;
  return new BadRequest(message, { page: message });
}

/** The Link header of one page: first and last always, prev and next where they exist. */
export function linkHeader(req: FastifyRequest, origin: string, paging: Paging, last: number): string {
  // The parameters the list reads (the same URL its answer is stored under), paging set per link.
  const url = new URL(storedAnswerKey(req), origin);
  const at = (page: number) => {
    const params = new URLSearchParams(url.search);
    params.set("page", String(page));
    params.set("per_page", String(paging.perPage));
    return `<${origin}${url.pathname}?${params}>`;
  };
  const links = [`${at(1)}; rel="first"`];
  if (paging.page > 1) links.push(`${at(Math.min(paging.page - 1, last))}; rel="prev"`);
  if (paging.page < last) links.push(`${at(paging.page + 1)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  return links.join(", ");
}
