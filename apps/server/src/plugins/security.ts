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
 * The site's Content-Security-Policy. Server-rendered pages pass the nonce their inline scripts
 * carry; every other response gets the same policy without one (no inline script at all).
 * Styles may be inline: Mantine writes style attributes and tags.
 */
export function contentSecurityPolicy(config: Config, nonce?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
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

export const securityPlugin = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    const headers = securityHeaders(config);
    app.addHook("onRequest", async (_req, reply) => {
      reply.headers(headers);
    });

    // Cookie-authenticated writes must come from this site (DESIGN §4). Browsers always send
    // Origin on cross-site POSTs; clients without it (curl, server-to-server) carry no ambient cookie risk.
    const allowed = new Set<string>(config.publicUrl ? [new URL(config.publicUrl).origin] : []);
    app.addHook("onRequest", async (req, reply) => {
      if (SAFE_METHODS.has(req.method)) return;
      if (!req.url.startsWith("/api/") && !req.url.startsWith("/trpc/")) return;
      const claimed = originOf(req.headers.origin) ?? originOf(req.headers.referer);
      if (claimed === null) return;
      const own = originOf(`${req.protocol}://${req.host}`);
      if (claimed === own || allowed.has(claimed)) return;
      return reply.code(403).send({ message: "Cross-site request refused" });
    });
  },
  { name: "security" },
);
