import type { FastifyReply, FastifyRequest } from "fastify";
import { LANGS, type Lang } from "@lumiere/i18n";

declare module "fastify" {
  interface FastifyInstance {
    /** The branded "back in a moment" page per language, once the web app is loaded (ssr plugin). */
    unavailablePages: Partial<Record<Lang, string>>;
  }
}

/** The one "not found" answer of every scope (unknown /api and /trpc paths, non-GET methods). */
export function sendNotFound(_req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).type("application/json; charset=utf-8").send({ message: "Not found" });
}

/** The route that renders the public site (ssr plugin); everything else answers JSON. */
export const PAGE_ROUTE = "/*";

const ADMIN_PATH = new RegExp(`^/(?:(?:${LANGS.join("|")})/)?admin(?:/|$)`);

/** A path of the admin's pages (a client-rendered shell, one person's: never stored). */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(pathname);
}

/** A browser asking for a page: decided on the matched route, not on the raw URL. */
export function isPageRequest(req: FastifyRequest): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.routeOptions.url === PAGE_ROUTE;
}

function langOf(req: FastifyRequest): Lang {
  const path = (req.params as { "*"?: string })["*"] ?? "";
  if (/^fr(\/|$)/.test(path)) return "fr";
  if (/^en(\/|$)/.test(path)) return "en";
  return /^fr\b/i.test(req.headers["accept-language"] ?? "") ? "fr" : "en";
}

/**
 * A 503 for a visitor: the branded page in their language when the web app is loaded; API clients
 * (and page requests before the web app is loaded) get the JSON body.
 */
export function sendUnavailable(req: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  return sendWaitPage(req, reply, 503, retryAfterSeconds, message);
}

/** A 429 for a client over a limit: the same "back in a moment" page for a visitor, JSON for others. */
export function sendTooManyRequests(req: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return sendWaitPage(req, reply, 429, retryAfterSeconds, `Too many requests. Please try again in ${retryAfterSeconds} seconds.`);
}

function sendWaitPage(
  req: FastifyRequest,
  reply: FastifyReply,
  status: 429 | 503,
  retryAfterSeconds: number,
  message: string,
): FastifyReply {
  reply.code(status).header("retry-after", String(retryAfterSeconds)).header("cache-control", "no-store");
  const page = isPageRequest(req) ? req.server.unavailablePages[langOf(req)] : undefined;
  if (page) return reply.type("text/html; charset=utf-8").send(page);
  return reply.type("application/json; charset=utf-8").send({ message });
}
