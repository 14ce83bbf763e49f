import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { listeningOrigin, storedOrigin } from "../domain/site-origin";
import type { Config } from "../env";
import { HEALTH_ROUTES } from "../http/health";
import { type HostName, hostMatches, hostOfUrl, isLoopback, parseHost } from "../http/hosts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin a header names, or null when it is absent or not a URL. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

/**
 * The site's Content-Security-Policy. Server-rendered pages pass the sha256 hashes of the inline
 * scripts the app emitted, never of whatever else their HTML contains (ssr/csp.ts); every
 * other response gets the same policy without any (no inline script at all). Styles may be inline:
 * Mantine writes style attributes and tags.
 */
export function contentSecurityPolicy(config: Config, inlineScripts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.publicUrl?.startsWith("https://") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Security headers on every response, computed once (helmet's per-request work showed up as a
 * tenth of the API's CPU time), and the Origin check for cookie-authenticated writes.
 */
export function securityHeaders(config: Config): Record<string, string> {
  return {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "x-dns-prefetch-control": "off",
    "x-permitted-cross-domain-policies": "none",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    // Vite's dev server injects inline modules and a websocket: no CSP in `pnpm dev`.
    ...(config.viteDev ? {} : { "content-security-policy": contentSecurityPolicy(config) }),
    ...(config.publicUrl?.startsWith("https://") ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** The origin of the site's absolute links (pages, sitemap, e-mails): never the Host header. */
export { siteOrigin } from "../domain/site-origin";

/**
 * Which Hosts the site answers for. Always loopback (this machine: tests, a local proxy, a
 * container's health check); then PUBLIC_URL's host and ALLOWED_HOSTS; with neither set, the
 * address it listens on and the host the first admin signed in from (`stored`, read when needed).
 */
function ownHost(config: Config, stored: () => Promise<string | null>) {
  const configured = [...(config.publicUrl ? [config.publicUrl] : []), ...config.allowedHosts.map((h) => `http://${h}`)];
  const fixed = (configured.length > 0 ? configured : [listeningOrigin(config)]).flatMap((url) => hostOfUrl(url) ?? []);
  return async (host: HostName): Promise<boolean> => {
    if (isLoopback(host) || fixed.some((p) => hostMatches(host, p))) return true;
    if (configured.length > 0) return false;
    const first = await stored();
    const firstHost = first ? hostOfUrl(first) : null;
    return firstHost !== null && hostMatches(host, firstHost);
  };
}

/** Adds the site's headers a response does not set itself (a page's CSP carries its script hashes). */
export function applySecurityHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
}

const MAX_KNOWN_HOSTS = 64;

declare module "fastify" {
  interface FastifyInstance {
    /** Whether this Host has already been let through by the host check. */
    knownOwnHost(host: string): boolean;
  }
}

const MISDIRECTED = "Misdirected request: this site does not answer for this host name (its operator can set PUBLIC_URL or ALLOWED_HOSTS)";

export const securityPlugin = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    const headers = securityHeaders(config);
    const isOwn = ownHost(config, async () => {
      await app.ensureDbReady();
      return storedOrigin(app.db);
    });
    // onSend, not onRequest: error answers (a bad escape, a 415, a 503) carry them too.
    app.addHook("onSend", async (_req, reply, payload) => {
      applySecurityHeaders(reply, headers);
      return payload;
    });

    // Another site's name pointed at this server (or a forged Host) gets nothing, not even a cached
    // answer (this plugin's hooks come first). Health checks answer whatever the Host: load
    // balancers call them by address.
    // The answer and a log line (at most one a minute) say what to set: an operator reaching a
    // new server by its name or address meets this first.
    let warnedAt = 0;
    // Host headers already let through, for answers given before Fastify (http/early-answers.ts).
    // Only the site's own names get in, so the set stays as small as the site's list of names.
    const letThrough = new Set<string>();
    app.decorate("knownOwnHost", (host: string) => letThrough.has(host));
    app.addHook("onRequest", async (req, reply) => {
      if (HEALTH_ROUTES.has(req.routeOptions.url ?? "")) return;
      const host = parseHost(req.host);
      if (host && (await isOwn(host))) {
        if (letThrough.size < MAX_KNOWN_HOSTS) letThrough.add(req.host);
        return;
      }
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        req.log.warn({ host: req.host }, "request for a host this site does not answer for: set PUBLIC_URL or ALLOWED_HOSTS to serve it");
      }
      return reply.code(421).type("application/json; charset=utf-8").send({ message: MISDIRECTED });
    });

    // Cookie-authenticated writes must come from this site (DESIGN §4), whatever the path looks
    // like before decoding: every unsafe method is checked. Browsers always send Origin on
    // cross-site POSTs; clients without it (curl, server-to-server) carry no ambient cookie risk.
    // The Host is one of the site's own by now, so the request's own origin is too.
    const allowed = new Set<string>(config.publicUrl ? [new URL(config.publicUrl).origin] : []);
    app.addHook("onRequest", async (req, reply) => {
      if (SAFE_METHODS.has(req.method)) return;
      const claimed = originOf(req.headers.origin) ?? originOf(req.headers.referer);
      if (claimed === null) return;
      const own = originOf(`${req.protocol}://${req.host}`);
      if (claimed === own || allowed.has(claimed)) return;
      return reply.code(403).send({ message: "Cross-site request refused" });
    });
  },
  { name: "security" },
);
