import type { Db } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ValidSession } from "../auth/sessions";
// Brings the request/reply decorations (session, cookie helpers) into every program that sees this file.
import type {} from "../plugins/session";
import type { ContentCache } from "../domain/content-cache";
import type { Config } from "../env";
import type { ChatEngine } from "../domain/chat/types";

/** Cookie operations a procedure may need (login/logout); no-ops for in-process SSR calls. */
export interface CookieJar {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
}

export interface AppServices {
  db: Db;
  config: Config;
  cache: ContentCache;
  mediaDir: string;
  chat: ChatEngine;
}

export interface Context extends AppServices {
  session: ValidSession | null;
  ip: string;
  /** The language of the page making the call, when known (chat answers in it). */
  lang: Lang | undefined;
  cookies: CookieJar;
}

const noCookies: CookieJar = { setSession() {}, clearSession() {} };

export function createInnerContext(services: AppServices, extra: Partial<Omit<Context, keyof AppServices>> = {}): Context {
  return { ...services, session: null, ip: "127.0.0.1", lang: undefined, cookies: noCookies, ...extra };
}

/** Context for a real HTTP request (tRPC endpoint or REST adapter). */
export function createRequestContext(services: AppServices, req: FastifyRequest, reply: FastifyReply): Context {
  const header = req.headers["accept-language"];
  const lang =
    typeof req.headers["x-lang"] === "string" && (req.headers["x-lang"] === "fr" || req.headers["x-lang"] === "en")
      ? req.headers["x-lang"]
      : typeof header === "string" && header.toLowerCase().startsWith("fr")
        ? "fr"
        : undefined;
  return {
    ...services,
    session: req.session,
    ip: req.ip,
    lang,
    cookies: {
      setSession: (token, expiresAt) => reply.setSessionCookie(token, expiresAt),
      clearSession: () => reply.clearSessionCookie(),
    },
  };
}
