// Every admin procedure declares a permission, and answers by it: 403 FORBIDDEN to the roles
// without it, through /trpc (one call and batched) and /api alike; anything but 401/403 to the
// roles with it. The list comes from the router, so a new procedure without a permission fails here.
import { can, type Permission, STAFF_ROLES, type StaffRole } from "@lumiere/validation";
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../src/trpc/router";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { batchResults, trpcQueryBatch } from "../trpc/support";
import { call, signedInPerson } from "./support";

const t = useSignedInApp();
const cookies = {} as Record<StaffRole, string>;

interface Proc {
  path: string;
  type: "query" | "mutation";
  permission: Permission | undefined;
}
const procedures: Proc[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: { permission?: Permission } } }>,
)
  .filter(([path]) => path.startsWith("admin."))
  .map(([path, p]) => ({ path, type: p._def.type as Proc["type"], permission: p._def.meta?.permission }));

// Called with no input: a caller without the permission is refused before the input is read.
// Mutations that would act with no input are left to the allowed-roles check of other tests.
const ACTS_WITHOUT_INPUT = new Set([
  "admin.settings.testEmail",
  "admin.settings.twoFactorSetup",
  "admin.ai.test",
  "admin.people.revokeAllSessions",
  "admin.webhooks.rotateSecret",
]);

beforeAll(async () => {
  cookies.administrator = t.cookie;
  for (const role of STAFF_ROLES.filter((r) => r !== "administrator")) {
    cookies[role] = (await signedInPerson(t.app, role, `${role}1`)).cookie;
  }
});

describe(`permissions of every admin procedure (${dbLabel})`, () => {
  it("are declared by each one", () => {
    expect(procedures.length).toBeGreaterThan(50);
    expect(procedures.filter((p) => !p.permission).map((p) => p.path)).toEqual([]);
  });

  it.each(STAFF_ROLES)("refuse a(n) %s exactly where the role lacks the permission (/trpc, one call each)", async (role) => {
    const wrong: string[] = [];
    for (const p of procedures) {
      if (!p.permission) continue;
      const allowed = can(role, p.permission);
      if (allowed && p.type === "mutation" && ACTS_WITHOUT_INPUT.has(p.path)) continue;
      const { status, body } = await call(t.app, p.type, p.path, undefined, cookies[role]);
      if (allowed ? status === 403 || status === 401 : status !== 403 || body.error?.data.code !== "FORBIDDEN") {
        wrong.push(`${p.path}: ${status}`);
      }
      if (!allowed) expect(body.error?.message).toBe("You do not have permission to do this.");
    }
    expect(wrong).toEqual([]);
  });

  it.each(STAFF_ROLES)("answer a(n) %s call by call inside one batch", async (role) => {
    const queries = procedures.filter((p) => p.type === "query" && p.permission);
    for (let i = 0; i < queries.length; i += 40) {
      const chunk = queries.slice(i, i + 40);
      const res = await trpcQueryBatch(
        t.app,
        chunk.map((p) => [p.path, undefined]),
        { cookie: cookies[role] },
      );
      const results = batchResults(res);
      chunk.forEach((p, k) => {
        const status = results[k]?.error ? results[k].error.data.httpStatus : 200;
        if (can(role, p.permission as Permission)) expect([401, 403], p.path).not.toContain(status);
        else expect(status, p.path).toBe(403);
      });
    }
  });
});

describe(`the /api adapter follows the same permissions (${dbLabel})`, () => {
  const routes: Array<{ method: "GET" | "POST" | "PUT" | "DELETE"; url: string; permission: Permission; payload?: object }> = [
    { method: "GET", url: "/api/admin/dashboard", permission: "dashboard" },
    { method: "GET", url: "/api/admin/articles", permission: "content.view" },
    { method: "GET", url: "/api/admin/pages", permission: "content.view" },
    { method: "PUT", url: "/api/admin/pages/home", permission: "content.edit", payload: {} },
    { method: "DELETE", url: "/api/admin/articles/999999", permission: "content.delete" },
    { method: "GET", url: "/api/admin/contacts", permission: "leads" },
    { method: "GET", url: "/api/admin/consultations", permission: "leads" },
    { method: "GET", url: "/api/admin/prospects", permission: "leads" },
    { method: "GET", url: "/api/admin/media", permission: "media.view" },
    { method: "DELETE", url: "/api/admin/media/999999", permission: "media" },
    { method: "GET", url: "/api/admin/settings", permission: "settings" },
    { method: "PUT", url: "/api/admin/settings", permission: "settings", payload: { type: "site", data: { siteName: "{role}" } } },
    { method: "GET", url: "/api/admin/ai-settings", permission: "ai" },
  ];

  it.each(STAFF_ROLES)("for a(n) %s", async (role) => {
    for (const r of routes) {
      const payload = r.payload && JSON.parse(JSON.stringify(r.payload).replace("{role}", `Set by ${role}`));
      const res = await t.app.inject({ method: r.method, url: r.url, headers: { cookie: cookies[role] }, ...(payload ? { payload } : {}) });
      if (can(role, r.permission)) expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.statusCode);
      else {
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
        expect(res.json()).toMatchObject({ message: "You do not have permission to do this.", messageId: "server.forbidden" });
      }
    }
  });

  it("left the site name as the administrator saved it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: cookies.administrator } });
    expect(res.json().siteName).toBe("Set by administrator");
  });
});
