import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";

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
 * The site's Content-Security-Policy. Server-rendered pages pass the sources of their inline
 * scripts (their sha256 hashes, or a nonce); every other response gets the same policy without
 * any (no inline script at all). Styles may be inline: Mantine writes style attributes and tags.
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

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's public origin for links (canonical, hreflang, og:url, sitemap): PUBLIC_URL when set,
 * never the Host header then. Without it, the request's own host, if it is a well-formed host name.
 */
export function siteOrigin(config: Config, req: Pick<FastifyRequest, "protocol" | "host">): string {
  if (config.publicUrl) return config.publicUrl;
  const host = HOST.test(req.host) ? req.host : "localhost";
  return `${req.protocol}://${host}`;
}

/** Adds the site's headers a response does not set itself (a page's CSP carries its nonce). */
export function applySecurityHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
}

export const securityPlugin = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    const headers = securityHeaders(config);
    // onSend, not onRequest: error answers (a bad escape, a 415, a 503) carry them too.
    app.addHook("onSend", async (_req, reply, payload) => {
      applySecurityHeaders(reply, headers);
      return payload;
    });

    // Cookie-authenticated writes must come from this site (DESIGN §4), whatever the path looks
    // like before decoding: every unsafe method is checked. Browsers always send Origin on
    // cross-site POSTs; clients without it (curl, server-to-server) carry no ambient cookie risk.
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
