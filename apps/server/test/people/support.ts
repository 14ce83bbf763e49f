// People of each role for the tests: created in the database as an accepted invitation would,
// signed in through the API like anyone else.
import { users } from "@lumiere/db";
import type { StaffRole } from "@lumiere/validation";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../src/auth/passwords";
import { loginCookie } from "../helpers/app";

export const PASSWORD = "a long enough password";

/** A person with `role`, signed in: their id and Cookie header. */
export async function signedInPerson(
  app: FastifyInstance,
  role: StaffRole,
  username: string,
  extra: { email?: string; displayName?: string; lang?: "en" | "fr" } = {},
): Promise<{ id: number; cookie: string }> {
  const [row] = await app.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(PASSWORD),
      role,
      displayName: extra.displayName ?? "",
      email: extra.email ?? null,
      lang: extra.lang ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("person not created");
  return { id: row.id, cookie: await loginCookie(app, username, PASSWORD) };
}

/** A call through /trpc: a query as a GET, a mutation as a POST; its status and JSON. */
export async function call(
  app: FastifyInstance,
  type: "query" | "mutation",
  path: string,
  input: unknown,
  cookie: string,
): Promise<{
  status: number;
  body: { result?: { data: unknown }; error?: { message: string; data: { code: string; messageId?: string } } };
}> {
  const res =
    type === "query"
      ? await app.inject({
          method: "GET",
          url: `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers: { cookie },
        })
      : await app.inject({
          method: "POST",
          url: `/trpc/${path}`,
          headers: { cookie, "content-type": "application/json" },
          payload: input === undefined ? "" : JSON.stringify(input),
        });
  return { status: res.statusCode, body: res.json() };
}

/** The result of a successful call (undefined for an error: the expectation then fails). */
export const dataOf = <T>(r: { body: { result?: { data: unknown } } }) => (r.body.result?.data ?? {}) as T;
