// What a client is told when the rules say no: the domain refuses in one vocabulary and the admin
// gets, besides the English text and the status, the id of the message to show in its language.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { auditLog, count, eq } from "@lumiere/db";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { batchResults, trpcBatch, trpcMutation } from "./support";

const t = useSignedInApp();

interface TrpcError {
  message: string;
  data: { httpStatus: number; messageId?: string };
}

const errorOf = (res: { json: <T>() => T }) => res.json<{ error: TrpcError }>().error;

const auditCount = async (action: string) =>
  (await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n ?? 0;

async function contactsMatching(q: string): Promise<Array<{ id: number; status: string }>> {
  const input = encodeURIComponent(JSON.stringify({ kind: "contact", q, page: 1, perPage: 10 }));
  const list = await t.app.inject({ method: "GET", url: `/trpc/admin.leads.list?input=${input}`, headers: { cookie: t.cookie } });
  return list.json<{ result: { data: { items: Array<{ id: number; status: string }> } } }>().result.data.items;
}

async function newContactId(email: string): Promise<number> {
  const created = await trpcMutation(t.app, "leads.createContact", {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    subject: "project",
    message: "A question about a project",
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = (await contactsMatching(email))[0]?.id;
  if (!id) throw new Error("contact not listed");
  return id;
}

describe(`refusals as clients see them (${dbLabel})`, () => {
  it('a lead that does not exist answers 404 "Lead not found" with its message id, one call or batched, and nothing is recorded', async () => {
    const before = { update: await auditCount("lead.update"), remove: await auditCount("lead.delete") };
    const missing = { kind: "contact", id: 999_999 };
    for (const [procedure, input] of [
      ["admin.leads.update", { ...missing, notes: "never stored" }],
      ["admin.leads.remove", missing],
    ] as const) {
      const one = errorOf(await trpcMutation(t.app, procedure, input, { cookie: t.cookie }));
      expect(one).toMatchObject({ message: "Lead not found", data: { httpStatus: 404, messageId: "server.leadNotFound" } });
      const batch = batchResults(await trpcBatch(t.app, procedure, [input, input], { cookie: t.cookie }));
      for (const result of batch) {
        expect(result.error).toMatchObject({ message: "Lead not found", data: { httpStatus: 404, messageId: "server.leadNotFound" } });
      }
    }
    expect({ update: await auditCount("lead.update"), remove: await auditCount("lead.delete") }).toEqual(before);
  });

  it("a signup's status given to a contact is refused with 400 and its message id, and the contact keeps its status", async () => {
    const id = await newContactId("status-check@example.com");
    const refused = errorOf(
      await trpcMutation(t.app, "admin.leads.update", { kind: "contact", id, status: "confirmed" }, { cookie: t.cookie }),
    );
    expect(refused).toMatchObject({
      message: "Choose one of the listed statuses",
      data: { httpStatus: 400, messageId: "validation.statusInvalid" },
    });
    const [batched] = batchResults(
      await trpcBatch(t.app, "admin.leads.update", [{ kind: "contact", id, status: "unsubscribed" }], { cookie: t.cookie }),
    );
    expect(batched?.error).toMatchObject({ data: { httpStatus: 400, messageId: "validation.statusInvalid" } });
    expect((await contactsMatching("status-check@example.com"))[0]?.status).toBe("new");
  });

  it("the domain names no transport: no tRPC and no HTTP status under src/domain", async () => {
    const root = path.resolve(import.meta.dirname, "../../src/domain");
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".ts"));
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), "utf8");
      if (/from\s+["']@trpc\//.test(text) || /\bTRPCError\b/.test(text)) offenders.push(`${file}: tRPC`);
      // A status declared or passed along (`status: 413`, `status = 404`), not a third party's answer read.
      if (/\b(status|statusCode|httpStatus)\??\s*(:|=(?!=))\s*[^,;)\n]*\b[45]\d\d\b/.test(text)) offenders.push(`${file}: HTTP status`);
      if (/\bnew \w+\([^)]*\b(400|404|409|413|415|422)\b/.test(text)) offenders.push(`${file}: HTTP status`);
    }
    expect(offenders).toEqual([]);
  });
});
