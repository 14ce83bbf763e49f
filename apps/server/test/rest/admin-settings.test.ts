// The admin's site, email and AI settings through the REST contract, and the SMTP test message.
import type { AddressInfo } from "node:net";
import { eq, settings } from "@lumiere/db";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { adminOf, expectFieldError, expectJsonError } from "./support";

const t = useSignedInApp();

const admin = adminOf(t);
const getSettings = async () => (await admin({ method: "GET", url: "/api/admin/settings" })).json<Record<string, unknown>>();
const putSettings = (type: string, data: unknown) => admin({ method: "PUT", url: "/api/admin/settings", payload: { type, data } });

async function storedEmailSettings(): Promise<Record<string, unknown> | undefined> {
  const [row] = await t.app.db.select({ data: settings.data }).from(settings).where(eq(settings.type, "email"));
  return row?.data;
}

describe(`GET /api/admin/settings (${dbLabel})`, () => {
  it("answers every site setting of the spec with its default, and only whether an SMTP password is set", async () => {
    const res = await admin({ method: "GET", url: "/api/admin/settings" });
    expect(res.statusCode).toBe(200);
    const s = res.json<Record<string, unknown>>();
    expect(Object.keys(s).sort()).toEqual(
      [
        "siteName",
        "siteDescription",
        "contactEmail",
        "phone",
        "address",
        "metaTitle",
        "metaDescription",
        "googleAnalyticsId",
        "smtpHost",
        "smtpPort",
        "smtpSecurity",
        "smtpUsername",
        "smtpPasswordSet",
        "sessionTimeout",
        "twoFactorEnabled",
        "requireTwoFactor",
        "socialImage",
        // The company's facts (Site Configuration).
        "streetAddress_en",
        "streetAddress_fr",
        "postalCode",
        "addressLocality",
        "addressCountry",
        "openingDays",
        "opens",
        "closes",
        "hoursNote_en",
        "hoursNote_fr",
        "linkedinUrl",
        "xUrl",
        "githubUrl",
        // The booking link (Site Configuration).
        "bookingUrl",
      ].sort(),
    );
    expect(s).toMatchObject({
      siteName: "Lumière AI",
      smtpHost: "",
      smtpPort: 587,
      smtpSecurity: "tls",
      smtpPasswordSet: false,
      sessionTimeout: "60",
      twoFactorEnabled: false,
      requireTwoFactor: false,
      bookingUrl: "",
    });
    expect(s).not.toHaveProperty("smtpPassword");
  });
});

describe(`POST /api/admin/test-email without SMTP (${dbLabel})`, () => {
  it("answers 502 with a JSON message when no SMTP server is configured", async () => {
    const res = await admin({ method: "POST", url: "/api/admin/test-email" });
    expect(expectJsonError(res, 502)).toEqual({ message: "No SMTP server is configured", messageId: "server.smtpNotConfigured" });
  });
});

describe(`PUT /api/admin/settings (${dbLabel})`, () => {
  it("saves the site settings: 200 { success: true } and GET shows them", async () => {
    const data = {
      siteName: "Lumière AI Paris",
      siteDescription: "Desc",
      contactEmail: "hello@lumiere.example",
      phone: "+33 1 00 00 00 00",
    };
    const res = await putSettings("site", data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await getSettings()).toMatchObject(data);
  });

  it("saves the SEO settings", async () => {
    const data = { metaTitle: "AI in Paris", metaDescription: "We build AI", googleAnalyticsId: "G-TEST123" };
    expect((await putSettings("seo", data)).statusCode).toBe(200);
    expect(await getSettings()).toMatchObject(data);
  });

  it("saves the security settings", async () => {
    expect((await putSettings("security", { sessionTimeout: "120" })).statusCode).toBe(200);
    expect(await getSettings()).toMatchObject({ sessionTimeout: "120" });
    expect((await putSettings("security", { sessionTimeout: "60" })).statusCode).toBe(200);
  });

  it("accepts the whole settings object as data and keeps only the fields of the given type", async () => {
    const whole = { ...(await getSettings()), siteName: "Whole Object Site", smtpHost: "should-not-be-saved.example" };
    expect((await putSettings("site", whole)).statusCode).toBe(200);
    const after = await getSettings();
    expect(after.siteName).toBe("Whole Object Site");
    expect(after.smtpHost).toBe("");
  });

  it("stores the SMTP password but never returns it: GET answers only smtpPasswordSet", async () => {
    const res = await putSettings("email", {
      smtpHost: "smtp.example.com",
      smtpPort: 465,
      smtpSecurity: "ssl",
      smtpUsername: "mailer@example.com",
      smtpPassword: "s3cret-Pa55word",
    });
    expect(res.statusCode).toBe(200);
    const get = await admin({ method: "GET", url: "/api/admin/settings" });
    expect(get.body).not.toContain("s3cret-Pa55word");
    expect(get.json()).toMatchObject({
      smtpHost: "smtp.example.com",
      smtpPort: 465,
      smtpSecurity: "ssl",
      smtpUsername: "mailer@example.com",
      smtpPasswordSet: true,
    });
    expect(get.json()).not.toHaveProperty("smtpPassword");
    expect((await storedEmailSettings())?.smtpPassword).toBe("s3cret-Pa55word");
  });

  it("keeps the saved SMTP password when the form sends it back empty for the same server", async () => {
    const res = await putSettings("email", { ...(await getSettings()), smtpPassword: "" });
    expect(res.statusCode).toBe(200);
    expect(await getSettings()).toMatchObject({ smtpHost: "smtp.example.com", smtpPasswordSet: true });
    expect((await storedEmailSettings())?.smtpPassword).toBe("s3cret-Pa55word");
  });

  it("asks for the SMTP password again when the host changes, and keeps the old settings", async () => {
    const before = await getSettings();
    const res = await putSettings("email", { ...before, smtpHost: "smtp2.example.com", smtpPassword: "" });
    expectFieldError(res, "data.smtpPassword", "The SMTP host, port or username changed: enter the password again");
    expect(await getSettings()).toEqual(before);
    expect((await storedEmailSettings())?.smtpPassword).toBe("s3cret-Pa55word");
  });

  it('rejects an unknown settings type with "Settings type must be site, seo, email or security"', async () => {
    expectFieldError(await putSettings("ai", { temperature: 1 }), "type", "Settings type must be site, seo, email or security");
  });

  it('rejects an SMTP port out of range with "SMTP port must be a number from 1 to 65535" and keeps the old one', async () => {
    const before = await getSettings();
    const res = await putSettings("email", { smtpHost: "x", smtpPort: 70000, smtpSecurity: "tls" });
    expectFieldError(res, "data.smtpPort", "SMTP port must be a number from 1 to 65535");
    expect(await getSettings()).toEqual(before);
  });

  it("rejects an SMTP security choice other than tls, ssl or none", async () => {
    expectFieldError(
      await putSettings("email", { smtpHost: "x", smtpPort: 587, smtpSecurity: "starttls" }),
      "data.smtpSecurity",
      "Choose one of the listed options",
    );
  });

  it("rejects a session timeout other than 30, 60, 120 or 480 minutes", async () => {
    expectFieldError(await putSettings("security", { sessionTimeout: "45" }), "data.sessionTimeout", "Choose one of the listed options");
  });
});

describe(`POST /api/admin/test-email with SMTP (${dbLabel})`, () => {
  let server: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends a test message through the saved SMTP server and answers 200 { success: true, message }", async () => {
    const saved = await putSettings("email", {
      smtpHost: "127.0.0.1",
      smtpPort: port,
      smtpSecurity: "none",
      smtpUsername: "",
      smtpPassword: "",
    });
    expect(saved.statusCode).toBe(200);
    const res = await admin({ method: "POST", url: "/api/admin/test-email" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("SMTP test");
  });

  it("answers 502 with a JSON message when the SMTP server cannot be reached", async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await putSettings("email", { smtpHost: "127.0.0.1", smtpPort: deadPort, smtpSecurity: "none" })).statusCode).toBe(200);
    const res = await admin({ method: "POST", url: "/api/admin/test-email" });
    expectJsonError(res, 502);
  });
});

describe(`GET and PUT /api/admin/ai-settings (${dbLabel})`, () => {
  const valid = { temperature: 0.3, maxLength: 200, systemPrompt: "You are Aya. Be brief.", selectedModel: "gpt-4" };
  const putAi = (payload: Record<string, unknown>) => admin({ method: "PUT", url: "/api/admin/ai-settings", payload });

  it("answers the spec's defaults: temperature 0.7, 150 words, gpt-3.5-turbo and a system prompt", async () => {
    const res = await admin({ method: "GET", url: "/api/admin/ai-settings" });
    expect(res.statusCode).toBe(200);
    const ai = res.json<Record<string, unknown>>();
    expect(ai).toMatchObject({ temperature: 0.7, maxLength: 150, selectedModel: "gpt-3.5-turbo" });
    expect(typeof ai.systemPrompt).toBe("string");
    expect((ai.systemPrompt as string).length).toBeGreaterThan(0);
  });

  it("saves temperature, max length, system prompt and model: 200 { success: true } and GET shows them", async () => {
    const res = await putAi(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const ai = (await admin({ method: "GET", url: "/api/admin/ai-settings" })).json<Record<string, unknown>>();
    expect(ai).toMatchObject(valid);
  });

  it.each([0, 1, 0.1, 0.9])("accepts the temperature %s", async (temperature) => {
    expect((await putAi({ ...valid, temperature })).statusCode).toBe(200);
  });

  it.each([1.5, -0.1, 0.25, 2])("rejects the temperature %s with the range message and keeps the saved value", async (temperature) => {
    expect((await putAi({ ...valid, temperature: 0.3 })).statusCode).toBe(200);
    expectFieldError(await putAi({ ...valid, temperature }), "temperature", "Temperature must be between 0 and 1, in steps of 0.1");
    const ai = (await admin({ method: "GET", url: "/api/admin/ai-settings" })).json<Record<string, unknown>>();
    expect(ai.temperature).toBe(0.3);
  });

  it.each([5, 0, 12.5, 5000])("rejects the max length %s with the words-range message", async (maxLength) => {
    expectFieldError(
      await putAi({ ...valid, maxLength }),
      "maxLength",
      "Max response length must be a whole number of words between 10 and 2000",
    );
  });

  it('rejects an empty model with "Choose one of the listed models"', async () => {
    expectFieldError(await putAi({ ...valid, selectedModel: "" }), "selectedModel", "Choose one of the listed models");
  });
});
