// Answers given before Fastify sees a request: a public page already rendered, compressed and
// stored, asked for by a request that needs nothing else (no session, a host already known to be
// the site's, the database up, no overload). Fastify's work per request (its request and reply
// objects, a child logger, routing, a dozen hooks) costs more than sending the stored bytes. What
// such an answer still owes is done here with the functions the other answers use: its request id,
// the site's headers, the access log line, the request metric and the page view.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { SESSION_COOKIE } from "../auth/sessions";
import { knownSiteOriginReader } from "../domain/site-origin";
import type { Config } from "../env";
import type { AccessLog } from "../plugins/logging";
import { requestId } from "../plugins/logging";
import { securityHeaders } from "../plugins/security";
import type { Tracing } from "../tracing/index";
import { previewToken } from "../ssr/preview";
import { holdsPage, type PageCache, pageCacheKey, type StoredPage } from "./cache";
import type { ClientReader } from "./client";
import { type Encoding, preferredEncoding } from "./encoding";
import { PAGE_ROUTE } from "./pages";

/** Answers `req` and returns true, or returns false and leaves it to Fastify. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Where the server looks for early answers; empty until the pages are served, and again once closing. */
export interface EarlyAnswers {
  answer: EarlyAnswer | null;
}

/**
 * Fastify's server factory: the HTTP server Fastify would make, asking `early` first; with tracing,
 * each request inside its span (without, the handler is the same as ever).
 */
export function serverWithEarlyAnswers(early: EarlyAnswers, tracing: Tracing | null): NonNullable<FastifyServerOptions["serverFactory"]> {
  return (handler, options) => {
    const server: Server = createServer(
      tracing
        ? (req, res) =>
            tracing.serve(req, res, () => {
              if (early.answer?.(req, res) === true) tracing.route(req, PAGE_ROUTE);
              else handler(req, res);
            })
        : (req, res) => {
            if (early.answer?.(req, res) !== true) handler(req, res);
          },
    );
    // Fastify's timeouts (its defaults when unset), as it sets them on the server it makes.
    const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
    server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
    server.requestTimeout = timeouts.requestTimeout ?? 0;
    server.setTimeout(timeouts.connectionTimeout ?? 0);
    return server;
  };
}

/** What answering a stored page needs from the rest of the server, each a rule kept elsewhere. */
export interface PageReplayDeps {
  pages: PageCache;
  /** False while the answer would not be a stored page anyway: overload, database down. */
  serving(): boolean;
  /** The host the request names, as Fastify reads it (X-Forwarded-Host from a trusted proxy). */
  hostOf(req: IncomingMessage): string | undefined;
  /** True when this host name has already been let through (plugins/security.ts). */
  knownOwnHost(host: string): boolean;
  /** The site origin pages are stored under, when it is known without asking the database. */
  knownOrigin(): string | undefined;
  requestId(req: IncomingMessage): string;
  /** The headers every answer carries, added to a page's own (plugins/security.ts). */
  siteHeaders: Record<string, string>;
  /** The client's preferred coding for an Accept-Encoding header (./encoding.ts). */
  encodingFor(acceptEncoding: string | undefined): Encoding | null;
  /** After the answer: the access log line, the request metric, the page view. */
  answered(
    req: IncomingMessage,
    id: string,
    host: string,
    status: 200 | 304 | 404,
    elapsedMs: number,
    path: string,
    query: string | undefined,
  ): void;
}

/**
 * The header lists (flat name, value pairs) of a stored page's answers, with the site's headers,
 * each ending with the request id's pair: its value is written in just before the list is sent.
 */
interface PageHeaderLists {
  notModified: string[];
  /** Per content coding ("" for none): content-encoding and content-length included. */
  identity?: string[];
  br?: string[];
  gzip?: string[];
}
const pageHeaderLists = new WeakMap<StoredPage, PageHeaderLists>();

/** Made once per stored page and coding: an answer then only writes its request id in. */
function headerListsOf(page: StoredPage, siteHeaders: Record<string, string>): PageHeaderLists {
  let lists = pageHeaderLists.get(page);
  if (!lists) {
    const common = Object.entries({ ...siteHeaders, ...page.headers, vary: "accept-encoding" }).flat();
    lists = { notModified: [...common, "x-request-id", ""] };
    if ("br" in page) {
      const withBody = (encoding: string, body: Buffer) => [
        ...common,
        ...(encoding ? ["content-encoding", encoding] : []),
        "content-length",
        String(body.length),
        "x-request-id",
        "",
      ];
      lists.identity = withBody("", page.html);
      lists.br = withBody("br", page.br);
      lists.gzip = withBody("gzip", page.gzip);
    }
    pageHeaderLists.set(page, lists);
  }
  return lists;
}

/** `list` with this answer's request id: written into its last place, which writeHead reads at once. */
function withRequestId(list: string[], id: string): string[] {
  list[list.length - 1] = id;
  return list;
}

/** The codings chosen for the Accept-Encoding headers seen (browsers send a handful), up to a bound. */
export function encodingChooser(
  choose: (acceptEncoding: string) => Encoding | null,
  max = 64,
): (header: string | undefined) => Encoding | null {
  const chosen = new Map<string, Encoding | null>();
  return (header) => {
    if (!header) return null;
    let encoding = chosen.get(header);
    if (encoding === undefined) {
      encoding = choose(header);
      if (chosen.size < max) chosen.set(header, encoding);
    }
    return encoding;
  };
}

/** The early answer for stored pages: the same bytes, headers and validator the page route sends. */
export function pageReplay(deps: PageReplayDeps): EarlyAnswer {
  return (req, res) => {
    if (req.method !== "GET" || !deps.serving()) return false;
    const { headers } = req;
    // A visitor with a session gets answers marked private (plugins/private-answers.ts).
    if (headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
    const host = deps.hostOf(req);
    const origin = deps.knownOrigin();
    if (!host || !deps.knownOwnHost(host) || !origin) return false;
    const url = req.url ?? "/";
    const at = url.indexOf("?");
    const path = at === -1 ? url : url.slice(0, at);
    const query = at === -1 ? undefined : url.slice(at + 1);
    if (previewToken(query) !== null) return false;
    const page = deps.pages.get(`${origin}${pageCacheKey(path, query)}`);
    // Just rendered and not compressed yet: the page route compresses it on the fly.
    if (!page || !("br" in page)) return false;

    const started = performance.now();
    const id = deps.requestId(req);
    const lists = headerListsOf(page, deps.siteHeaders);
    if (holdsPage(headers["if-none-match"], page)) {
      res.writeHead(304, withRequestId(lists.notModified, id));
      res.end();
      deps.answered(req, id, host, 304, performance.now() - started, path, query);
      return true;
    }
    const encoding = deps.encodingFor(headers["accept-encoding"]);
    res.writeHead(page.status, withRequestId((encoding ? lists[encoding] : lists.identity) as string[], id));
    res.end(encoding ? page[encoding] : page.html);
    deps.answered(req, id, host, page.status, performance.now() - started, path, query);
    return true;
  };
}

/**
 * Stored pages go out before Fastify's per-request work (when pages are served), until the server
 * starts closing, owing what the page route's answer owes, through the app's parts.
 */
export function answerStoredPagesEarly(
  app: FastifyInstance,
  early: EarlyAnswers,
  parts: { config: Config; accessLog: AccessLog; client: ClientReader },
): void {
  const pages = app.storedPages;
  if (!pages) return;
  app.addHook("preClose", async () => {
    early.answer = null;
  });
  early.answer = storedPageAnswers(app, pages, parts);
}

function storedPageAnswers(
  app: FastifyInstance,
  pages: PageCache,
  parts: { config: Config; accessLog: AccessLog; client: ClientReader },
): EarlyAnswer {
  const { config, accessLog, client } = parts;
  const { tracing } = app;
  // The two series every early answer adds to, through prom-client's own per-series handles.
  const duration = app.metrics.requestDuration;
  const ok = duration.labels({ method: "GET", route: PAGE_ROUTE, status_class: "2xx" });
  const notModified = duration.labels({ method: "GET", route: PAGE_ROUTE, status_class: "3xx" });
  const notFound = duration.labels({ method: "GET", route: PAGE_ROUTE, status_class: "4xx" });
  return pageReplay({
    pages,
    serving: () => !app.services.dbHealth.isDown() && !app.isUnderPressure(),
    hostOf: client.hostOf,
    knownOwnHost: (host) => app.knownOwnHost(host),
    knownOrigin: knownSiteOriginReader({ db: app.db, config }),
    // With tracing, the id goes on the request's span too (the stored headers go out by writeHead alone).
    requestId: tracing ? (req) => tracing.identify(req, requestId(req)) : requestId,
    siteHeaders: securityHeaders(config),
    encodingFor: encodingChooser(preferredEncoding),
    answered(req, id, host, status, elapsedMs, path, query) {
      const ip = client.ipOf(req);
      accessLog.early(app.log, id, "GET", req.url ?? path, host, ip, status, elapsedMs);
      (status === 200 ? ok : status === 304 ? notModified : notFound).observe(elapsedMs / 1000);
      // "No such page" is no page view (as the page route's answers: plugins/analytics.ts).
      if (status === 404) return;
      const counted = {
        ip,
        headers: req.headers,
        // Made only when a failure is logged.
        get log() {
          return app.log.child({ reqId: id });
        },
      };
      void app.countPageView(counted, path, query);
    },
  });
}
