// The admin dashboard's counts through the REST contract.
import { articles, contacts, media } from "@lumiere/db";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { adminOf, contactPayload, rowCount } from "./support";

const t = useSignedInApp();
const admin = adminOf(t);

describe(`GET /api/admin/dashboard (${dbLabel})`, () => {
  it("answers the four counts: total articles, total pages, contacts and media files", async () => {
    const res = await admin({ method: "GET", url: "/api/admin/dashboard" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalArticles: await rowCount(t.app, articles),
      totalPages: 9, // the six site pages and the three legal pages
      contacts: await rowCount(t.app, contacts),
      mediaFiles: await rowCount(t.app, media),
    });
  });

  it("counts a new contact message at once", async () => {
    const before = (await admin({ method: "GET", url: "/api/admin/dashboard" })).json<{ contacts: number }>();
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload() })).statusCode).toBe(201);
    const after = (await admin({ method: "GET", url: "/api/admin/dashboard" })).json<{ contacts: number }>();
    expect(after.contacts).toBe(before.contacts + 1);
  });
});
