// Absolute links never follow the Host header. With PUBLIC_URL unset they take the origin the first
// admin signed in from (before any sign-in, the address the server listens on), whatever Host a
// signup or contact was sent with; a Host that is not the site's own is refused with 421.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contacts, outbox, prospects, sql } from "@lumiere/db";
import type { FastifyInstance, InjectOptions } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/env";
import { buildTestApp, dbLabel, multiServerConfig, pgliteTemplate, type TestApp, testDatabaseUrl } from "../helpers/app";
import { type ReceivedMail, startSmtp } from "../leads/smtp";
import { contactPayload, expectJsonError, rowCount } from "../rest/support";

const PASSWORD = "correct horse battery";
const FIRST_ADMIN = "http://127.0.0.1:4000";

const inject = (app: FastifyInstance, host: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, host } });

async function signIn(app: FastifyInstance, host: string): Promise<string> {
  const res = await inject(app, host, { method: "POST", url: "/api/auth/login", payload: { username: "admin", password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === "lumiere_session");
  return `lumiere_session=${cookie?.value}`;
}

/** A contact and a launch signup in one batched tRPC request, as an attacker would batch them. */
const batchedLeads = (app: FastifyInstance, host: string, email: string) =>
  inject(app, host, {
    method: "POST",
    url: "/trpc/leads.createContact,leads.createProspect?batch=1",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({
      0: contactPayload({ email, message: `Batched from ${host}` }),
      1: { email, source: "product_page" },
    }),
  });

const linksOf = (mail: ReceivedMail) =>
  [...`${mail.body}\n${mail.headers.get("list-unsubscribe")}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);

describe(`Host header with PUBLIC_URL unset (${dbLabel})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    t = await buildTestApp({}, { ssr: true, outbox: { pollMs: 100, retryBaseMs: 200 } });
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("refuses a foreign Host with 421 on /api, batched /trpc, pages, the sitemap and cached answers, and stores nothing", async () => {
    const before = [await rowCount(t.app, contacts), await rowCount(t.app, prospects)];
    // Answered once from the site's own host first, so a cached body exists.
    expect((await inject(t.app, "localhost", { method: "GET", url: "/api/pages/home" })).statusCode).toBe(200);

    const refused = [
      await inject(t.app, "evil.example", { method: "POST", url: "/api/contact", payload: contactPayload() }),
      await inject(t.app, "evil.example", { method: "POST", url: "/api/prospects", payload: { email: "evil@example.com" } }),
      await batchedLeads(t.app, "evil.example", "evil@example.com"),
      await inject(t.app, "evil.example:3000", {
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password: PASSWORD },
      }),
    ];
    for (const url of ["/api/pages/home", "/en/about", "/sitemap.xml", "/robots.txt", "/no-such-path"]) {
      refused.push(await inject(t.app, "evil.example", { method: "GET", url }));
    }
    refused.push(await inject(t.app, "localhost.evil.example", { method: "GET", url: "/en" }));
    refused.push(await inject(t.app, "10.0.0.7:3000", { method: "GET", url: "/en" }));
    for (const res of refused) {
      expect(expectJsonError(res, 421).message).toMatch(/^Misdirected request: .*ALLOWED_HOSTS/);
      expect(res.body).not.toContain("evil");
      expect(res.cookies).toEqual([]);
    }
    expect([await rowCount(t.app, contacts), await rowCount(t.app, prospects)]).toEqual(before);
  });

  it("answers health checks whatever the Host (load balancers call them by address)", async () => {
    for (const url of ["/healthz", "/readyz"]) {
      expect((await inject(t.app, "10.0.0.7:3000", { method: "GET", url })).statusCode).toBe(200);
    }
  });

  it("before any admin signed in, links take the address the server listens on, never the Host", async () => {
    const robots = await inject(t.app, "127.0.0.2:8080", { method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const page = await inject(t.app, "127.0.0.2:8080", { method: "GET", url: "/en/about" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/en/about"');
    expect(page.body).not.toContain("127.0.0.2");
  });

  it("keeps the first admin's sign-in origin: later e-mails (via /api and batched /trpc) and pages use it, whatever their Host", async () => {
    const cookie = await signIn(t.app, "127.0.0.1:4000");
    await signIn(t.app, "localhost:5000"); // a later sign-in elsewhere changes nothing
    const smtpSettings = { smtpHost: "127.0.0.1", smtpPort: smtp.port, smtpSecurity: "none", smtpUsername: "", smtpPassword: "" };
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { type: "email", data: smtpSettings },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const contact = await inject(t.app, "localhost", {
      method: "POST",
      url: "/api/contact",
      payload: contactPayload({ email: "rest@example.com" }),
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const batch = await batchedLeads(t.app, "[::1]:9999", "batch@example.com");
    expect(batch.statusCode, batch.body).toBe(200);

    const to = (address: string) => smtp.received.filter((m) => m.to.includes(address));
    await vi.waitFor(() => expect(to("rest@example.com").length + to("batch@example.com").length).toBe(3), { timeout: 15_000 });
    await vi.waitFor(() => expect(to("contact@lumiere-ai.fr").length).toBeGreaterThanOrEqual(3), { timeout: 15_000 });
    const staff = to("contact@lumiere-ai.fr");
    expect(staff.some((m) => m.body.includes(`${FIRST_ADMIN}/en/admin?section=contacts`))).toBe(true);
    const signup = to("batch@example.com").find((m) => m.headers.has("list-unsubscribe"));
    expect(signup?.body).toMatch(new RegExp(`${FIRST_ADMIN}/api/signups/confirm\\?token=`));
    expect(signup?.headers.get("list-unsubscribe")).toContain(`<${FIRST_ADMIN}/api/signups/unsubscribe?token=`);
    for (const mail of smtp.received) {
      for (const link of linksOf(mail).filter((l) => !l.startsWith("http://www.w3.org")))
        expect(link.startsWith(FIRST_ADMIN), link).toBe(true);
    }

    const page = await inject(t.app, "localhost", { method: "GET", url: "/fr/about" });
    expect(page.body).toContain(`<link rel="canonical" href="${FIRST_ADMIN}/fr/about"`);
    expect(page.body).toContain(`property="og:url" content="${FIRST_ADMIN}/fr/about"`);
    const index = await inject(t.app, "localhost", { method: "GET", url: "/sitemap.xml" });
    expect(index.body).toContain(`<loc>${FIRST_ADMIN}/sitemaps/1.xml</loc>`);
    const sitemap = await inject(t.app, "localhost", { method: "GET", url: "/sitemaps/1.xml" });
    expect(sitemap.body).toContain(`<loc>${FIRST_ADMIN}/en/about</loc>`);
    for (const body of [index.body, sitemap.body]) expect(body).not.toMatch(/localhost|\[::1\]/);
  });

  it("sends a lead stored before this fix with a foreign origin with the site's origin instead", async () => {
    await t.app.db.execute(sql`
      with lead as (
        insert into ${contacts} (first_name, last_name, email, subject, message)
        values ('Old', 'Lead', 'old@example.com', 'other', 'Stored with a forged Host') returning id
      )
      insert into ${outbox} (lead_kind, lead_id, audience, to_address, origin)
      select 'contact', id, m.audience, m.to_address, 'http://evil.example'
      from lead cross join (values ('staff', 'contact@lumiere-ai.fr'), ('visitor', 'old@example.com')) as m(audience, to_address)`);
    t.app.outbox.wake();
    const mails = () => smtp.received.filter((m) => m.body.includes("Old Lead"));
    await vi.waitFor(() => expect(mails()).toHaveLength(2), { timeout: 15_000 });
    for (const mail of mails()) expect(mail.body).not.toContain("evil.example");
    const staff = mails().find((m) => m.to.includes("contact@lumiere-ai.fr"));
    expect(staff?.body).toContain(`${FIRST_ADMIN}/en/admin?section=contacts`);
  });
});

describe(`PUBLIC_URL and ALLOWED_HOSTS (${dbLabel})`, () => {
  const PUBLIC_URL = "https://www.lumiere.example";
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL, ALLOWED_HOSTS: "lumiere.example, Preview.Lumiere.example:8443" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers PUBLIC_URL's host, the listed hosts (with their port when one is given) and loopback; refuses every other", async () => {
    const status = async (host: string) => (await inject(t.app, host, { method: "GET", url: "/api/pages/home" })).statusCode;
    for (const host of [
      "www.lumiere.example",
      "WWW.Lumiere.Example:443",
      "lumiere.example",
      "lumiere.example:8080",
      "preview.lumiere.example:8443",
    ]) {
      expect(await status(host), host).toBe(200);
    }
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000", "app.localhost"])
      expect(await status(host), host).toBe(200);
    for (const host of [
      "evil.example",
      "preview.lumiere.example",
      "preview.lumiere.example:9000",
      "www.lumiere.example.evil.example",
      "evil.lumiere.example",
      "10.0.0.7",
    ]) {
      expect(await status(host), host).toBe(421);
    }
  });

  it("refuses a write whose Origin is another of the allowed hosts (same site is not same origin)", async () => {
    const res = await inject(t.app, "lumiere.example", {
      method: "POST",
      url: "/api/contact",
      headers: { origin: "http://preview.lumiere.example:8443" },
      payload: contactPayload({ email: "cross@example.com" }),
    });
    expectJsonError(res, 403);
  });

  it("gives preview links on PUBLIC_URL whatever host the admin signed in from", async () => {
    const cookie = await signIn(t.app, "lumiere.example");
    const res = await inject(t.app, "lumiere.example", {
      method: "POST",
      url: "/trpc/admin.editorial.previewLink",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ ref: { kind: "page", pageId: "about" }, lang: "en" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: { data: { url: string } } }>().result.data.url).toMatch(
      /^https:\/\/www\.lumiere\.example\/en\/about\?preview=/,
    );
  });

  it("refuses a malformed ALLOWED_HOSTS at start, naming it", () => {
    for (const value of ["https://lumiere.example", "lumiere.example/path", "lumiere.example:port", "*.lumiere.example"]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: value }), value).toThrowError(/ALLOWED_HOSTS must be comma-separated host names/);
    }
  });
});

describe(`the first admin's origin is kept in the database (${dbLabel})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-host-"));
  const schema = `test_host_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const start = async (env: Record<string, string>) => {
    const config = { ...multiServerConfig(dataDir, schema, env), databaseSchema: testDatabaseUrl ? schema : undefined };
    const app = await buildApp(config, { logger: false, ...pgliteTemplate() });
    await app.ready();
    await app.ensureDbReady();
    return app;
  };
  afterAll(async () => {
    if (testDatabaseUrl) {
      const db = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
      await db.unsafe(`drop schema if exists "${schema}" cascade`);
      await db.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("survives a restart without ALLOWED_HOSTS: its host is still answered, its origin still used, other hosts still refused", async () => {
    const first = await start({ ALLOWED_HOSTS: "lumiere.example" });
    try {
      await signIn(first, "lumiere.example");
    } finally {
      await first.close();
    }
    const next = await start({});
    try {
      expect((await inject(next, "lumiere.example", { method: "GET", url: "/api/pages/home" })).statusCode).toBe(200);
      expect((await inject(next, "other.example", { method: "GET", url: "/api/pages/home" })).statusCode).toBe(421);
      const cookie = await signIn(next, "localhost:3000");
      const res = await inject(next, "localhost:3000", {
        method: "POST",
        url: "/trpc/admin.editorial.previewLink",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ ref: { kind: "page", pageId: "about" }, lang: "fr" }),
      });
      expect(res.json<{ result: { data: { url: string } } }>().result.data.url).toMatch(/^http:\/\/lumiere\.example\/fr\/about\?preview=/);
    } finally {
      await next.close();
    }
  });
});
