import cookie from "@fastify/cookie";
import fp from "fastify-plugin";
import { SESSION_COOKIE, type ValidSession, validateSessionToken } from "../auth/sessions";
import type { Config } from "../env";
import type {} from "./db/index";
import { isStaticRoute } from "./static-routes";

declare module "fastify" {
  interface FastifyRequest {
    session: ValidSession | null;
  }
  interface FastifyReply {
    setSessionCookie(token: string, expiresAt: Date): void;
    clearSessionCookie(): void;
  }
}

export const sessionPlugin = fp(
  async (app, opts: { config: Config }) => {
    await app.register(cookie);
    const secure = opts.config.publicUrl?.startsWith("https://") ?? false;
    const base = { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };

    app.decorateRequest("session", null);
    app.decorateReply("setSessionCookie", function (token: string, expiresAt: Date) {
      this.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
    });
    app.decorateReply("clearSessionCookie", function () {
      this.clearCookie(SESSION_COOKIE, base);
    });

    app.addHook("onRequest", async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (!token || isStaticRoute(req)) return;
      req.session = await validateSessionToken(app.db, token);
      if (!req.session) reply.clearSessionCookie();
      // A slid window moves the cookie's expiry along with the row.
      else if (req.session.extended) reply.setSessionCookie(token, req.session.expiresAt);
    });
  },
  { name: "session", dependencies: ["db"] },
);
