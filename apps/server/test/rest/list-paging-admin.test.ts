// The spec's other admin lists (pages, contacts, consultations, prospects, media): the whole array
// as before, streamed in chunks, and the same paging, ETag and session rule as the article lists.
import { consultations, contacts, eq, prospects } from "@lumiere/db";
import { describe, expect, it } from "vitest";
import { CHUNK_ROWS } from "../../src/rest/lists";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { asAdmin, expectJsonError, multipartBody, PNG_1X1 } from "./support";

const t = useSignedInApp();
const admin = (url: string, headers: Record<string, string> = {}) => asAdmin(t.app, t.cookie, { method: "GET", url, headers });

/** Each list and the admin's own list of the same rows (what the web app calls), in the same order. */
const LISTS = {
  "/api/admin/pages": ["admin.pages.page", { sort: "page" }],
  "/api/admin/contacts": ["admin.leads.list", { kind: "contact" }],
  "/api/admin/consultations": ["admin.leads.list", { kind: "consultation" }],
  "/api/admin/prospects": ["admin.leads.list", { kind: "signup" }],
  "/api/admin/media": ["admin.media.page", { sort: "newest" }],
} as const;

/** The first hundred rows' ids of the admin's list. */
async function adminIds(path: string, input: object): Promise<number[]> {
  const query = encodeURIComponent(JSON.stringify({ 0: { ...input, perPage: 100 } }));
  const res = await t.app.inject({ method: "GET", url: `/trpc/${path}?batch=1&input=${query}`, headers: { cookie: t.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json<Array<{ result: { data: { items: Array<{ id: number }> } } }>>()[0]?.result.data.items ?? []).map((r) => r.id);
}

// More prospects than one chunk, stored in one statement so they share their creation time: the
// chunks must follow each other by id where the time ties.
const PROSPECTS = CHUNK_ROWS * 2 + 7;

describe(`the other admin lists (${dbLabel})`, () => {
  it("hold some rows", async () => {
    await t.app.db.insert(contacts).values(
      Array.from({ length: 5 }, (_, i) => ({
        firstName: `Ada${i}`,
        lastName: "L",
        email: `c${i}@example.com`,
        subject: "S",
        message: "M",
      })),
    );
    await t.app.db.insert(consultations).values(Array.from({ length: 3 }, (_, i) => ({ name: `N${i}`, email: `k${i}@example.com` })));
    await t.app.db.insert(prospects).values(Array.from({ length: PROSPECTS }, (_, i) => ({ email: `p${i}@example.com` })));
    for (const name of ["a.png", "b.png"]) {
      const { payload, headers } = await multipartBody([{ field: "file", bytes: PNG_1X1, filename: name, type: "image/png" }]);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/media/upload",
        payload,
        headers: { ...headers, cookie: t.cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  for (const [url, [procedure, input]] of Object.entries(LISTS)) {
    it(`${url} answers the whole array in the order of ${procedure}, pages it, and needs a session`, async () => {
      const whole = await admin(url);
      expect(whole.statusCode).toBe(200);
      const rows = whole.json<Array<{ id: number }>>();
      expect(rows.slice(0, 100).map((r) => r.id)).toEqual(await adminIds(procedure, input));
      expect(rows.length).toBeGreaterThan(1);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);

      const perPage = Math.max(1, Math.ceil(rows.length / 3));
      const seen: unknown[] = [];
      for (let page = 1; seen.length < rows.length; page++) {
        const res = await admin(`${url}?page=${page}&per_page=${Math.min(perPage, 100)}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["x-total-count"]).toBe(String(rows.length));
        expect(String(res.headers.link)).toContain('rel="last"');
        seen.push(...res.json<unknown[]>());
      }
      expect(seen).toEqual(rows);

      expectJsonError(await t.app.inject({ method: "GET", url }), 401);
      const etag = String(whole.headers.etag);
      expect((await admin(url, { "if-none-match": etag })).statusCode).toBe(304);
    });
  }

  it("a lead's ETag changes when an admin changes its status or notes", async () => {
    const before = await admin("/api/admin/contacts");
    const first = before.json<Array<{ id: number }>>()[0];
    await t.app.db
      .update(contacts)
      .set({ notes: "Called back" })
      .where(eq(contacts.id, first?.id ?? 0));
    const after = await admin("/api/admin/contacts", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<Array<{ id: number; notes: string }>>()[0]?.notes).toBe("Called back");
  });

  it("the whole list is also served compressed, with the same content", async () => {
    const plain = await admin("/api/admin/prospects");
    const gz = await admin("/api/admin/prospects", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const { gunzipSync } = await import("node:zlib");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
