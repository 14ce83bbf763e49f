import type { FastifyRequest } from "fastify";

// Routes that serve files or liveness and need neither the database nor a session. Decided on the
// route the router matched (after decoding), never on the raw URL.
const STATIC_ROUTES = new Set(["/assets/*", "/illustrations/*", "/media/*", "/favicon.svg", "/healthz"]);

export function isStaticRoute(req: FastifyRequest): boolean {
  return STATIC_ROUTES.has(req.routeOptions.url ?? "");
}
