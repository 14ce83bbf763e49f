// A write in a format other than JSON is refused with 415 and changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { contactPayload, expectJsonError } from "../rest/support";
import { publicWrites, rawBody, writeCounts } from "./bad-input-support";

const t = useSignedInApp();
const counts = () => writeCounts(t.app);
const raw = rawBody(t);

describe(`wrong content type (${dbLabel})`, () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });

  it.each(publicWrites)('answers 415 "Unsupported content type: send JSON" to a form-encoded body on %s', async (url) => {
    const res = await raw("POST", url, "firstName=Camille&lastName=Durand", "application/x-www-form-urlencoded");
    expect(expectJsonError(res, 415).message).toBe("Unsupported content type: send JSON");
    expect(await counts()).toEqual(before);
  });

  it("answers 415 to an XML body", async () => {
    expectJsonError(await raw("POST", "/api/contact", "<contact><firstName>x</firstName></contact>", "application/xml"), 415);
    expect(await counts()).toEqual(before);
  });

  it("answers 415 to a body sent without any content type", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: Buffer.from(JSON.stringify(contactPayload())) });
    expectJsonError(res, 415);
    expect(await counts()).toEqual(before);
  });

  it.each(publicWrites)("answers 415 to a JSON document sent as text/plain (a CORS-simple type) on %s", async (url) => {
    const res = await raw("POST", url, JSON.stringify(contactPayload()), "text/plain");
    expectJsonError(res, 415);
    expect(await counts()).toEqual(before);
  });

  it("answers a multipart body on a JSON route with a 4xx JSON error and writes nothing", async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nCamille\r\n--x--\r\n';
    const res = await raw("POST", "/api/contact", body, "multipart/form-data; boundary=x");
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(await counts()).toEqual(before);
  });

  it("accepts JSON with a charset parameter", async () => {
    const res = await raw("POST", "/api/contact", JSON.stringify(contactPayload()), "application/json; charset=utf-8");
    expect(res.statusCode).toBe(201);
  });
});
