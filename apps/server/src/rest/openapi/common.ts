// The pieces every operation of the description shares: the error body and the statuses the
// adapter answers with (rest/errors.ts, plugins/security.ts), JSON bodies, and the admin session.
import { errorBodySchema } from "@lumiere/validation";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { z } from "zod";
import { SESSION_COOKIE } from "../../auth/sessions";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../paging";

export const SESSION_SCHEME = "session";

export const sessionScheme = {
  type: "apiKey",
  in: "cookie",
  name: SESSION_COOKIE,
  description: "Set by POST /api/auth/login, cleared by POST /api/auth/logout",
} as const;

const retryAfter = z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait before asking again" }) });

const statuses = {
  400: "Invalid input: `errors` holds the first message of each invalid field; also a malformed JSON body",
  401: "No valid admin session (the session cookie is missing or expired)",
  403: "A write whose Origin (or Referer) is another site's; or, for an admin operation, a role without the permission it needs (or two-factor required and not set up)",
  404: "Not found",
  409: "Refused in the content's current state (a slug taken, nothing to publish, …)",
  413: "Body too large",
  415: "Unsupported content type",
  422: "The file could not be read",
  429: "Too many requests from this client: wait as Retry-After says",
  502: "The upstream service (SMTP, AI provider) failed or is not configured",
  503: "The database cannot answer now: try again after Retry-After",
} as const;
export type ErrorStatus = keyof typeof statuses;

function errorResponse(status: ErrorStatus): ZodOpenApiResponseObject {
  return {
    description: statuses[status],
    content: { "application/json": { schema: errorBodySchema } },
    ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
  };
}

/** A JSON answer. */
export function json(description: string, schema: z.ZodType, headers?: z.ZodObject): ZodOpenApiResponseObject {
  return { description, content: { "application/json": { schema } }, ...(headers ? { headers } : {}) };
}

/** A JSON request body. */
export function body(schema: z.ZodType) {
  return { required: true, content: { "application/json": { schema } } };
}

/** The error answers of an operation: every one may meet a database outage. */
export function errors(...list: ErrorStatus[]): ZodOpenApiResponsesObject {
  const all = new Set<ErrorStatus>([...list, 503]);
  return Object.fromEntries([...all].sort((a, b) => a - b).map((s) => [String(s), errorResponse(s)]));
}

/** A request that changes something: checked for its origin, its size and its JSON. */
export const WRITE_ERRORS: ErrorStatus[] = [400, 403, 413, 415];

/** An admin operation: the session cookie, 401 without it, 403 for a role without the permission. */
export function admin(op: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  return {
    ...op,
    tags: ["admin"],
    security: [{ [SESSION_SCHEME]: [] }],
    responses: { ...op.responses, ...errors(401, 403) },
  };
}

/** The optional paging of the spec's lists (rest/paging.ts): parsed there by hand, described here. */
export const pagingQuery = z.object({
  page: z.int().min(1).optional().meta({ description: "Page number, from 1; with it or per_page one page is answered" }),
  per_page: z
    .int()
    .min(1)
    .max(MAX_PER_PAGE)
    .optional()
    .meta({ description: `Items per page (default ${DEFAULT_PER_PAGE} when only page is given)` }),
});

const listHeaders = z.object({
  ETag: z.string().meta({ description: "Weak validator of the whole list; send it as If-None-Match" }),
  "X-Total-Count": z.string().optional().meta({ description: "Paged answers: how many items in all" }),
  Link: z.string().optional().meta({ description: "Paged answers: first, prev, next and last pages, absolute on the site's origin" }),
});

/** A list route's answers: the whole array (or one page), 304 for a current copy, 400 for bad paging. */
export function listResponses(description: string, item: z.ZodType): ZodOpenApiResponsesObject {
  return {
    200: json(description, z.array(item), listHeaders),
    304: { description: "The client's copy (If-None-Match) is current" },
    ...errors(400),
  };
}

export const ifNoneMatch = z.object({ "If-None-Match": z.string().optional() });
