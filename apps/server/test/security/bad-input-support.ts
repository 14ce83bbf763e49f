// What the bad-input suites share: the JSON writes they aim at, a raw body sender and the row
// counts that prove a refused request wrote nothing.
import { articles, consultations, contacts, prospects, settings } from "@lumiere/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { rowCount } from "../rest/support";

export const ONE_MB = 1024 * 1024;

// Every JSON write of the REST contract, public and admin.
export const publicWrites = ["/api/consultation", "/api/prospects", "/api/contact", "/api/auth/login"] as const;
export const adminWrites = [
  ["POST", "/api/admin/articles"],
  ["PUT", "/api/admin/articles/1"],
  ["PUT", "/api/admin/pages/home"],
  ["PUT", "/api/admin/settings"],
  ["PUT", "/api/admin/ai-settings"],
  ["POST", "/api/admin/2fa/enable"],
] as const;

/** Row counts of every table a bad request could write to. */
export async function writeCounts(app: FastifyInstance) {
  return {
    contacts: await rowCount(app, contacts),
    consultations: await rowCount(app, consultations),
    prospects: await rowCount(app, prospects),
    articles: await rowCount(app, articles),
    settings: await rowCount(app, settings),
  };
}

/** Sends a body as is, with the given content type, and the session cookie when asked. */
export function rawBody(t: { app: FastifyInstance; cookie: string }) {
  return (
    method: "POST" | "PUT",
    url: string,
    body: string | Buffer,
    contentType = "application/json",
    withCookie = false,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, payload: body, headers: { "content-type": contentType, ...(withCookie ? { cookie: t.cookie } : {}) } });
}
