import { consultations, contacts, desc, eq, prospects } from "@lumiere/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp, useSignedInApp } from "../helpers/app";
import { asAdmin, contactPayload, expectFieldError, expectJsonError, rowCount } from "./support";

const t = useSignedInApp();

const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown> });

describe(`POST /api/consultation (${dbLabel})`, () => {
  const valid = { name: "Jeanne Martin", email: "jeanne@example.com", company: "Martin & Fils", message: "We want a chatbot." };
  let before: number;
  beforeEach(async () => {
    before = await rowCount(t.app, consultations);
  });

  it("accepts a request, answers 201 { success: true } and stores the message as projectDescription", async () => {
    const res = await post("/api/consultation", valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await rowCount(t.app, consultations)).toBe(before + 1);
    const [row] = await t.app.db.select().from(consultations).orderBy(desc(consultations.id)).limit(1);
    expect(row).toMatchObject({
      name: "Jeanne Martin",
      email: "jeanne@example.com",
      company: "Martin & Fils",
      projectDescription: "We want a chatbot.",
    });
  });

  it("lists the stored request in the admin with id, name, email, company, budget and projectDescription", async () => {
    const res = await asAdmin(t.app, t.cookie, { method: "GET", url: "/api/admin/consultations" });
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    const row = rows.find((r) => r.email === "jeanne@example.com");
    expect(row).toBeDefined();
    for (const f of ["id", "name", "email", "company", "budget", "projectDescription"]) expect(row).toHaveProperty(f);
    expect(row).toMatchObject({ name: "Jeanne Martin", company: "Martin & Fils", budget: "", projectDescription: "We want a chatbot." });
  });

  it("accepts a request with only a name and an email (company and message are optional)", async () => {
    const res = await post("/api/consultation", { name: "Solo", email: "solo@example.com" });
    expect(res.statusCode).toBe(201);
    expect(await rowCount(t.app, consultations)).toBe(before + 1);
  });

  it('rejects an empty name with "Name is required" and stores nothing', async () => {
    expectFieldError(await post("/api/consultation", { ...valid, name: "" }), "name", "Name is required");
    expect(await rowCount(t.app, consultations)).toBe(before);
  });

  it('rejects a missing or blank name with "Name is required"', async () => {
    const { name: _omit, ...noName } = valid;
    expectFieldError(await post("/api/consultation", noName), "name", "Name is required");
    expectFieldError(await post("/api/consultation", { ...valid, name: "   " }), "name", "Name is required");
    expect(await rowCount(t.app, consultations)).toBe(before);
  });

  it('rejects an invalid email with "Invalid email address" and stores nothing', async () => {
    expectFieldError(await post("/api/consultation", { ...valid, email: "not-an-email" }), "email", "Invalid email address");
    expectFieldError(await post("/api/consultation", { ...valid, email: "" }), "email", "Invalid email address");
    expect(await rowCount(t.app, consultations)).toBe(before);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const res = await post("/api/consultation", { ...valid, email: "bot@example.com", website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await rowCount(t.app, consultations)).toBe(before);
    expect(await t.app.db.select().from(consultations).where(eq(consultations.email, "bot@example.com"))).toHaveLength(0);
  });
});

describe(`POST /api/prospects (${dbLabel})`, () => {
  let before: number;
  beforeEach(async () => {
    before = await rowCount(t.app, prospects);
  });

  it("registers an email, answers 201 { success: true } and stores source product_page by default", async () => {
    const res = await post("/api/prospects", { email: "launch@example.com" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const rows = await t.app.db.select().from(prospects).where(eq(prospects.email, "launch@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe("product_page");
  });

  it("keeps the source the client sends", async () => {
    expect((await post("/api/prospects", { email: "home@example.com", source: "home_page" })).statusCode).toBe(201);
    const rows = await t.app.db.select().from(prospects).where(eq(prospects.email, "home@example.com"));
    expect(rows.map((r) => r.source)).toEqual(["home_page"]);
  });

  it("answers the same signup twice as a success and keeps one row", async () => {
    const first = await post("/api/prospects", { email: "twice@example.com", source: "product_page" });
    const second = await post("/api/prospects", { email: "twice@example.com", source: "product_page" });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ success: true });
    expect(await rowCount(t.app, prospects)).toBe(before + 1);
  });

  it("treats an email that differs only by letter case as the same signup", async () => {
    expect((await post("/api/prospects", { email: "Case@Example.com" })).statusCode).toBe(201);
    expect((await post("/api/prospects", { email: "case@example.com" })).statusCode).toBe(201);
    expect(await rowCount(t.app, prospects)).toBe(before + 1);
  });

  it("lists signups in the admin with id, email and source", async () => {
    const res = await asAdmin(t.app, t.cookie, { method: "GET", url: "/api/admin/prospects" });
    expect(res.statusCode).toBe(200);
    const row = res.json<Record<string, unknown>[]>().find((r) => r.email === "launch@example.com");
    expect(row).toMatchObject({ email: "launch@example.com", source: "product_page" });
    expect(Number.isInteger(row?.id)).toBe(true);
  });

  it('rejects an invalid email with "Please enter a valid email address" and stores nothing', async () => {
    expectFieldError(await post("/api/prospects", { email: "nope" }), "email", "Please enter a valid email address");
    expectFieldError(await post("/api/prospects", {}), "email", "Please enter a valid email address");
    expect(await rowCount(t.app, prospects)).toBe(before);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const res = await post("/api/prospects", { email: "bot2@example.com", website: "spam" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await rowCount(t.app, prospects)).toBe(before);
  });
});

describe(`POST /api/contact (${dbLabel})`, () => {
  let before: number;
  beforeEach(async () => {
    before = await rowCount(t.app, contacts);
  });

  it("accepts a message, answers 201 { success: true } and stores it", async () => {
    const res = await post("/api/contact", contactPayload());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await rowCount(t.app, contacts)).toBe(before + 1);
    const [row] = await t.app.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    expect(row).toMatchObject(contactPayload());
  });

  it("accepts a message without a company (optional)", async () => {
    const { company: _c, ...noCompany } = contactPayload({ email: "nocompany@example.com" });
    expect((await post("/api/contact", noCompany)).statusCode).toBe(201);
    expect(await rowCount(t.app, contacts)).toBe(before + 1);
  });

  it.each(["consultation", "project", "partnership", "other"])("accepts the subject %s", async (subject) => {
    // Another sender each time: the same message twice within a minute is one lead.
    expect((await post("/api/contact", contactPayload({ subject, email: `camille.${subject}@example.com` }))).statusCode).toBe(201);
    expect(await rowCount(t.app, contacts)).toBe(before + 1);
  });

  it("lists stored messages in the admin with id, firstName, lastName, email and message", async () => {
    const res = await asAdmin(t.app, t.cookie, { method: "GET", url: "/api/admin/contacts" });
    expect(res.statusCode).toBe(200);
    const row = res.json<Record<string, unknown>[]>().find((r) => r.email === "camille.durand@example.com");
    expect(row).toMatchObject({ firstName: "Camille", lastName: "Durand", message: "We would like to automate our invoice processing." });
    expect(Number.isInteger(row?.id)).toBe(true);
  });

  it('rejects an empty first name with "First name is required" and stores nothing', async () => {
    expectFieldError(await post("/api/contact", contactPayload({ firstName: "" })), "firstName", "First name is required");
    expectFieldError(await post("/api/contact", contactPayload({ firstName: "  " })), "firstName", "First name is required");
    expect(await rowCount(t.app, contacts)).toBe(before);
  });

  it('rejects an empty last name with "Last name is required" and stores nothing', async () => {
    expectFieldError(await post("/api/contact", contactPayload({ lastName: "" })), "lastName", "Last name is required");
    expect(await rowCount(t.app, contacts)).toBe(before);
  });

  it('rejects an invalid email with "Invalid email address" and stores nothing', async () => {
    expectFieldError(await post("/api/contact", contactPayload({ email: "camille@" })), "email", "Invalid email address");
    expect(await rowCount(t.app, contacts)).toBe(before);
  });

  it('rejects a missing or unknown subject with "Subject is required" and stores nothing', async () => {
    expectFieldError(await post("/api/contact", contactPayload({ subject: "" })), "subject", "Subject is required");
    expectFieldError(await post("/api/contact", contactPayload({ subject: "pricing" })), "subject", "Subject is required");
    const { subject: _s, ...noSubject } = contactPayload();
    expectFieldError(await post("/api/contact", noSubject), "subject", "Subject is required");
    expect(await rowCount(t.app, contacts)).toBe(before);
  });

  it('rejects an empty message with "Message is required" and stores nothing', async () => {
    expectFieldError(await post("/api/contact", contactPayload({ message: "" })), "message", "Message is required");
    expect(await rowCount(t.app, contacts)).toBe(before);
  });

  it("reports every invalid field at once, each with its spec message", async () => {
    const res = await post("/api/contact", {});
    const body = expectJsonError(res, 400);
    expect(body.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      subject: "Subject is required",
      message: "Message is required",
    });
    expect(body.message).toBe("First name is required");
    expect(await rowCount(t.app, contacts)).toBe(before);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const res = await post("/api/contact", contactPayload({ email: "bot3@example.com", website: "https://spam.example" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await rowCount(t.app, contacts)).toBe(before);
  });
});

describe(`lead form rate limit (${dbLabel})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("answers 429 with Retry-After and a JSON message once an IP exceeds the form limit, and stores nothing more", async () => {
    const send = (i: number) =>
      limited.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "203.0.113.7",
        payload: contactPayload({ email: `r${i}@example.com` }),
      });
    expect((await send(1)).statusCode).toBe(201);
    expect((await send(2)).statusCode).toBe(201);
    const third = await send(3);
    const body = expectJsonError(third, 429);
    expect(body.message).toMatch(/too many requests/i);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rowCount(limited.app, contacts)).toBe(2);

    // The limit is shared by the lead forms of one IP…
    expect(
      (
        await limited.app.inject({
          method: "POST",
          url: "/api/prospects",
          remoteAddress: "203.0.113.7",
          payload: { email: "x@example.com" },
        })
      ).statusCode,
    ).toBe(429);
    expect(await rowCount(limited.app, prospects)).toBe(0);
    // …and does not touch another visitor.
    const other = await limited.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "198.51.100.9",
      payload: contactPayload(),
    });
    expect(other.statusCode).toBe(201);
  });
});
