// Who may keep an answer, decided here once for every route, new ones included:
//  - an answer to a request carrying the session cookie, or one that sets a cookie, is that
//    person's (leads, the CSV export, people, settings, webhook secrets, who they are, the admin's
//    pages): `private, no-store`, so neither a shared cache nor the browser's disk keeps it;
//  - without a session, an answer whose route reads it (/trpc, /api but its public routes, the
//    admin's pages) says `Vary: Cookie`, so a cache never serves it to someone signed in;
//  - files and answers the same for every visitor keep the caching they were made with
//    (http/cache.ts: pages' ETag and shared cache time, public /api answers' ETag and replay).
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE } from "../auth/sessions";
import { isPublicRoute } from "../http/cache";
import { isAdminPath, PAGE_ROUTE } from "../http/pages";
import { isStaticRoute } from "./static-routes";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The request names a session. Read from the header, not `req.session`: a stored public answer is
 * replayed before the session is checked, and a stale cookie's answer (which clears it) is as private.
 */
function carriesSession(req: FastifyRequest): boolean {
  const header = req.headers.cookie;
  return header !== undefined && req.server.parseCookie(header)[SESSION_COOKIE] !== undefined;
}

/** The route's answer may differ with the session: the procedures and the admin's pages. */
function readsSession(req: FastifyRequest): boolean {
  const route = req.routeOptions.url ?? "";
  if (route === PAGE_ROUTE) return isAdminPath(req.url.split("?")[0] ?? "");
  return (route.startsWith("/trpc/") || route.startsWith("/api/")) && !isPublicRoute(req);
}

interface Headers {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
}

/**
 * Where the answer's headers are. A web Response (what the tRPC adapter sends) carries its own,
 * which Fastify copies over the reply's after the onSend hooks: they are changed there.
 */
function headersOf(reply: FastifyReply, payload: unknown): Headers {
  if (Object.prototype.toString.call(payload) === "[object Response]") {
    const own = (payload as Response).headers;
    return { get: (name) => own.get(name) ?? undefined, set: (name, value) => own.set(name, value) };
  }
  return { get: (name) => reply.getHeader(name)?.toString(), set: (name, value) => void reply.header(name, value) };
}

function addVary(headers: Headers, name: string): void {
  const current = headers.get("vary") ?? "";
  const names = current.split(",").map((n) => n.trim().toLowerCase());
  if (!names.includes(name.toLowerCase())) headers.set("vary", current ? `${current}, ${name}` : name);
}

export const privateAnswersPlugin = fp(
  async (app) => {
    // onSend: error answers (a 401, a refused input, a 503) are covered as well as results.
    app.addHook("onSend", async (req, reply, payload) => {
      // Files carry their own caching and never read the session (an admin's browser sends the
      // cookie with every asset).
      if (isStaticRoute(req)) return payload;
      const headers = headersOf(reply, payload);
      if (carriesSession(req) || reply.hasHeader("set-cookie")) headers.set("cache-control", PRIVATE_CACHE_CONTROL);
      else if (readsSession(req)) addVary(headers, "Cookie");
      return payload;
    });
  },
  // After the session plugin: its cookie writer runs first, so a Set-Cookie is already there.
  { name: "private-answers", dependencies: ["session"] },
);
