// Shared helpers of the REST contract and security suites (not a test file itself).
import { count, type Db, loginFailures, sql, users } from "@lumiere/db";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { hashPassword } from "../../src/auth/passwords";

/** A valid 1×1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The exact error body of DESIGN §3: `{ message, errors? }`, nothing else (no stack, no code). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Asserts a JSON error answer with the given status and returns its body. */
export function expectJsonError(res: LightMyRequestResponse, status: number): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json<ErrorBody>();
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  for (const key of Object.keys(body)) expect(["message", "errors", "messageId", "messageValues"]).toContain(key);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
  return body;
}

/** Asserts a 400 whose message and field error are the given exact text. */
export function expectFieldError(res: LightMyRequestResponse, field: string, message: string): void {
  const body = expectJsonError(res, 400);
  expect(body.errors?.[field]).toBe(message);
  expect(Object.values(body.errors ?? {})).toContain(body.message);
}

type Table = Parameters<ReturnType<FastifyInstance["db"]["select"]>["from"]>[0];

/** Number of rows in a table, read straight from the app's database. */
export async function rowCount(app: FastifyInstance, table: Table): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** A multipart/form-data body as a browser would send it. */
export async function multipartBody(
  parts: { field: string; bytes: Uint8Array | string; filename?: string; type?: string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename === undefined && typeof p.bytes === "string") form.append(p.field, p.bytes);
    else {
      const part = typeof p.bytes === "string" ? p.bytes : Buffer.from(p.bytes);
      form.append(p.field, new Blob([part], { type: p.type ?? "application/octet-stream" }), p.filename ?? "blob");
    }
  }
  const req = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type") ?? "" },
  };
}

/** `app.inject` with a session cookie. */
export function asAdmin(app: FastifyInstance, cookie: string, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });
}

/** `asAdmin` for a signed-in test app (its app and cookie read at each call, once built). */
export function adminOf(t: { app: FastifyInstance; cookie: string }): (opts: InjectOptions) => Promise<LightMyRequestResponse> {
  return (opts) => asAdmin(t.app, t.cookie, opts);
}

/** Spec §3 field lists, as the REST contract returns them. */
export const PAGE_FIELDS = [
  "id",
  "pageId",
  "title_en",
  "title_fr",
  "metaDescription_en",
  "metaDescription_fr",
  "heroSection_en",
  "heroSection_fr",
  "mainContent_en",
  "mainContent_fr",
] as const;

export const ARTICLE_FIELDS = [
  "id",
  "title_en",
  "title_fr",
  "excerpt_en",
  "excerpt_fr",
  "content_en",
  "content_fr",
  "category_en",
  "category_fr",
  "slug_en",
  "slug_fr",
  "image_url",
  "publishedAt",
] as const;

export const PAGE_IDS = ["home", "technology", "about", "product", "insights", "contact"] as const;

/** A valid contact message (spec §3 "Contact message (sent)"). */
export function contactPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Camille",
    lastName: "Durand",
    email: "camille.durand@example.com",
    company: "Durand SARL",
    subject: "project",
    message: "We would like to automate our invoice processing.",
    ...overrides,
  };
}

/**
 * Sends a sign-in; when the account's short delay answers 429, checks that the wait asked for is
 * seconds (at most `maxWaitSeconds`), lets that much time go by for the throttle (every recorded
 * failure moved that far into the past, rather than the test sleeping), and sends it again.
 */
export async function afterSignInDelay(
  db: Db,
  send: () => Promise<LightMyRequestResponse>,
  maxWaitSeconds: number,
): Promise<LightMyRequestResponse> {
  const first = await send();
  if (first.statusCode !== 429) return first;
  const wait = Number(first.headers["retry-after"]);
  expect(wait, first.body).toBeGreaterThan(0);
  expect(wait, first.body).toBeLessThanOrEqual(maxWaitSeconds);
  await db.update(loginFailures).set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${wait})` });
  return send();
}

/**
 * POST /api/auth/login, each call from an address of its own unless one is given, so per-address
 * throttling of one test never leaks into another.
 */
export function signInsTo(app: () => FastifyInstance): (payload: unknown, remoteAddress?: string) => Promise<LightMyRequestResponse> {
  let ipCounter = 10;
  return (payload, remoteAddress = `192.0.2.${ipCounter++}`) =>
    app().inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: payload as Record<string, unknown> });
}

/** An admin account besides the seeded one. */
export async function createUser(app: FastifyInstance, username: string, password: string): Promise<void> {
  await app.db.insert(users).values({ username, passwordHash: await hashPassword(password) });
}

/** The session cookie a sign-in set, as a Cookie header value; undefined when it set none. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === "lumiere_session");
  return c?.value ? `lumiere_session=${c.value}` : undefined;
}
