// Every admin procedure declares a permission, and answers by it: 403 FORBIDDEN to the roles
// without it, through /trpc (one call and batched) and /api alike; anything but 401/403 to the
// roles with it. The list comes from the router, so a new procedure without a permission fails here.
import { can, type Permission, STAFF_ROLES, type StaffRole } from "@lumiere/validation";
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../src/trpc/router";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { registeredApiRoutes } from "../helpers/routes";
import { multipartBody, PNG_1X1 } from "../rest/support";
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
  /**
   * Every admin route of /api, by its registered name, with the permission it needs and a request
   * to send it. The routes come from Fastify's route tree: one missing here fails the first test.
   * `refusalOnly`: it would reach an outside service, so only the roles without it call it.
   */
  const routes: Record<string, { permission: Permission; url?: string; payload?: object; multipart?: true; refusalOnly?: true }> = {
    "GET /api/admin/dashboard": { permission: "dashboard" },
    "GET /api/admin/analytics/summary": { permission: "dashboard", url: "/api/admin/analytics/summary?period=7d" },
    "GET /api/admin/articles": { permission: "content.view" },
    "POST /api/admin/articles": { permission: "content.own", payload: {} },
    "PUT /api/admin/articles/{id}": { permission: "content.own", url: "/api/admin/articles/999999", payload: {} },
    "DELETE /api/admin/articles/{id}": { permission: "content.delete", url: "/api/admin/articles/999999" },
    "GET /api/admin/pages": { permission: "content.view" },
    "PUT /api/admin/pages/{pageId}": { permission: "content.edit", url: "/api/admin/pages/home", payload: {} },
    "GET /api/admin/contacts": { permission: "leads" },
    "GET /api/admin/consultations": { permission: "leads" },
    "GET /api/admin/prospects": { permission: "leads" },
    "GET /api/admin/leads/export": { permission: "leads", url: "/api/admin/leads/export?kind=contact" },
    "GET /api/admin/media": { permission: "media.view" },
    "DELETE /api/admin/media/{id}": { permission: "media", url: "/api/admin/media/999999" },
    "POST /api/admin/media/upload": { permission: "media", multipart: true },
    "GET /api/admin/settings": { permission: "settings" },
    "PUT /api/admin/settings": { permission: "settings", payload: { type: "site", data: { siteName: "{role}" } } },
    "POST /api/admin/test-email": { permission: "settings", refusalOnly: true },
    "POST /api/admin/2fa/setup": { permission: "account", refusalOnly: true },
    "POST /api/admin/2fa/enable": { permission: "account", payload: { code: "000000" }, refusalOnly: true },
    "POST /api/admin/2fa/disable": { permission: "account", payload: { code: "000000" }, refusalOnly: true },
    "GET /api/admin/ai-settings": { permission: "ai" },
    "PUT /api/admin/ai-settings": { permission: "ai", payload: {} },
    "POST /api/admin/test-ai": { permission: "ai", refusalOnly: true },
  };

  it("names a permission for every admin route the server registers", () => {
    const registered = registeredApiRoutes(t.app).filter((r) => r.split(" ")[1]?.startsWith("/api/admin/"));
    expect(registered.length).toBeGreaterThan(20);
    expect(
      registered.filter((r) => !(r in routes)),
      "admin routes without a permission in this table",
    ).toEqual([]);
  });

  it.each(STAFF_ROLES)("for a(n) %s", async (role) => {
    for (const [name, r] of Object.entries(routes)) {
      const allowed = can(role, r.permission);
      if (allowed && r.refusalOnly) continue;
      const [method = "GET", path = ""] = name.split(" ");
      const payload = r.payload && JSON.parse(JSON.stringify(r.payload).replace("{role}", `Set by ${role}`));
      const upload = r.multipart
        ? await multipartBody([{ field: "file", bytes: PNG_1X1, filename: "picture.png", type: "image/png" }])
        : undefined;
      const res = await t.app.inject({
        method: method as "GET",
        url: r.url ?? path,
        headers: { cookie: cookies[role], ...upload?.headers },
        ...(payload ? { payload } : upload ? { payload: upload.payload } : {}),
      });
      if (allowed) expect([401, 403], name).not.toContain(res.statusCode);
      else {
        expect(res.statusCode, name).toBe(403);
        expect(res.json(), name).toMatchObject({ message: "You do not have permission to do this.", messageId: "server.forbidden" });
      }
    }
  });

  it("left the site name as the administrator saved it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: cookies.administrator } });
    expect(res.json().siteName).toBe("Set by administrator");
  });
});
