import type { Db } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ValidSession } from "../auth/sessions";
// Brings the request/reply decorations (session, cookie helpers) into every program that sees this file.
import type {} from "../plugins/session";
import type { ContentCache } from "../cache/content-cache";
import type { Config } from "../env";
import type { AiProvider } from "../domain/ai/provider";
import type { Wake } from "../domain/deps";
import type { ChatEngine } from "../domain/chat/types";
import type { Limits } from "../limits/limits";
import type { DbHealth } from "../plugins/db/index";
import type { PreviewGrant } from "../domain/editorial/preview";
import type { MediaStorage } from "../storage/media-storage";
import type { Recorder } from "../domain/analytics/recorder";
import type { Tracing } from "../tracing/index";
import { countableVisit, type Visit } from "../domain/analytics/visit";

/** Cookie operations a procedure may need (login/logout); no-ops for in-process SSR calls. */
export interface CookieJar {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
}

export interface AppServices {
  db: Db;
  config: Config;
  cache: ContentCache;
  /** Uploaded files: DATA_DIR/media or an S3-compatible bucket. */
  mediaStorage: MediaStorage;
  /** The OpenAI-compatible provider (OPENAI_API_KEY), shared by Aya and the Content Assistant; null without a key. */
  ai: AiProvider | null;
  chat: ChatEngine;
  /** Wakes this process's senders of what a change queued, by name (`wake("mail", "webhooks")`). */
  wake: Wake;
  limits: Limits;
  dbHealth: DbHealth;
  /** Cookie-free analytics: events are recorded here (plugins/analytics.ts). */
  analytics: Recorder;
  /** Traces (OTEL_EXPORTER_OTLP_ENDPOINT); null when off. */
  tracing: Tracing | null;
}

export interface Context extends AppServices {
  session: ValidSession | null;
  ip: string;
  /** The request as analytics may count it; null for a crawler, Do Not Track or Global Privacy Control. */
  visit?: Visit | null;
  /** The client's User-Agent header, shown in the sessions list ("" in-process). */
  userAgent?: string;
  /** The language of the page making the call, when known (chat answers in it). */
  lang: Lang | undefined;
  /**
   * The origin this request was sent to (its Host passed the allow-list); null in-process. Only a
   * sign-in reads it, to remember the first admin's origin: links take siteOrigin, never this.
   */
  requestOrigin: string | null;
  cookies: CookieJar;
  /**
   * Set only by the server renderer for a valid preview link: public procedures then show that
   * item's draft. Never read from a request (no /api or /trpc call can set it).
   */
  preview?: PreviewGrant | undefined;
}

/** Context for a real HTTP request (tRPC endpoint or REST adapter). */
export function createRequestContext(services: AppServices, req: FastifyRequest, reply: FastifyReply): Context {
  const header = req.headers["accept-language"];
  const lang = typeof header === "string" && header.toLowerCase().startsWith("fr") ? "fr" : undefined;
  return {
    ...services,
    session: req.session,
    ip: req.ip,
    visit: countableVisit(req),
    userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : "",
    lang,
    requestOrigin: `${req.protocol}://${req.host}`,
    cookies: {
      setSession: (token, expiresAt) => reply.setSessionCookie(token, expiresAt),
      clearSession: () => reply.clearSessionCookie(),
    },
  };
}
