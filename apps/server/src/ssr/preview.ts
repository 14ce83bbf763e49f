import type { FastifyReply, FastifyRequest } from "fastify";
import { previewKey, verifyPreview } from "../domain/editorial/preview";
import type { AppServices } from "../trpc/context";
import type { RenderHtml } from "./render";

/** The preview token of a page request's query string, or null when it carries none. */
export function previewToken(query: string | undefined): string | null {
  return query ? new URLSearchParams(query).get("preview") : null;
}

/**
 * A preview link: the page with the granted draft in place of the live content, for this
 * request only (never in the page cache, never indexed, no Referer). A tampered or expired
 * link gets what visitors see, with 403 or 410.
 */
export async function sendPreview(services: AppServices, render: RenderHtml, req: FastifyRequest, reply: FastifyReply, token: string) {
  const check = verifyPreview(await previewKey(services), token);
  const page = await render(req, reply, check.ok ? check.grant : undefined);
  const status = check.ok ? page.status : check.reason === "expired" ? 410 : 403;
  reply
    .code(status)
    .headers(page.headers)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .header("referrer-policy", "no-referrer");
  return reply.compress(page.html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta name="robots" content="noindex, nofollow">`));
}
