// Every admin path of the REST contract refuses a caller without a valid session, and changes nothing.
import { articles, eq, media, pages } from "@lumiere/db";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { adminOf, expectJsonError, multipartBody, PNG_1X1, rowCount } from "./support";

const t = useSignedInApp();
const admin = adminOf(t);

describe(`every admin path without a session (${dbLabel})`, () => {
  const paths: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: Record<string, unknown> }[] = [
    { method: "GET", url: "/api/admin/articles" },
    { method: "GET", url: "/api/admin/contacts" },
    { method: "GET", url: "/api/admin/consultations" },
    { method: "GET", url: "/api/admin/prospects" },
    { method: "GET", url: "/api/admin/pages" },
    { method: "GET", url: "/api/admin/media" },
    { method: "GET", url: "/api/admin/dashboard" },
    { method: "GET", url: "/api/admin/settings" },
    { method: "GET", url: "/api/admin/ai-settings" },
    { method: "PUT", url: "/api/admin/pages/home", payload: { title_en: "Hacked", title_fr: "Piraté" } },
    { method: "POST", url: "/api/admin/articles", payload: { title_en: "Hacked", title_fr: "Piraté" } },
    { method: "PUT", url: "/api/admin/articles/1", payload: { title_en: "Hacked", title_fr: "Piraté" } },
    { method: "DELETE", url: "/api/admin/articles/1" },
    { method: "DELETE", url: "/api/admin/media/1" },
    { method: "PUT", url: "/api/admin/settings", payload: { type: "site", data: { siteName: "Hacked" } } },
    { method: "POST", url: "/api/admin/test-email" },
    { method: "POST", url: "/api/admin/test-ai" },
    { method: "POST", url: "/api/admin/2fa/setup" },
    { method: "POST", url: "/api/admin/2fa/enable", payload: { code: "123456" } },
    { method: "POST", url: "/api/admin/2fa/disable", payload: { code: "123456" } },
    {
      method: "PUT",
      url: "/api/admin/ai-settings",
      payload: { temperature: 0.5, maxLength: 100, systemPrompt: "Hacked", selectedModel: "gpt-4" },
    },
  ];

  it.each(paths)('answers 401 "Authentication required" to $method $url', async ({ method, url, payload }) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(expectJsonError(res, 401).message).toBe("Authentication required");
  });

  it.each(paths)("answers 401 to $method $url with a forged session cookie", async ({ method, url, payload }) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: "lumiere_session=abcdefghijklmnopqrstuvwxyz234567" },
      ...(payload ? { payload } : {}),
    });
    expectJsonError(res, 401);
  });

  it("answers 401 to a multipart upload without a session", async () => {
    const { payload, headers } = await multipartBody([{ field: "file", bytes: PNG_1X1, filename: "x.png", type: "image/png" }]);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers });
    expect(expectJsonError(res, 401).message).toBe("Authentication required");
  });

  it("changed nothing through those anonymous calls", async () => {
    const [home] = await t.app.db.select().from(pages).where(eq(pages.pageId, "home"));
    expect(home?.title_en).not.toBe("Hacked");
    expect(await t.app.db.select().from(articles).where(eq(articles.title_en, "Hacked"))).toHaveLength(0);
    expect(await t.app.db.select().from(articles).where(eq(articles.id, 1))).toHaveLength(1);
    expect(await rowCount(t.app, media)).toBe(0);
    const site = (await admin({ method: "GET", url: "/api/admin/settings" })).json<Record<string, unknown>>();
    expect(site.siteName).not.toBe("Hacked");
    const ai = (await admin({ method: "GET", url: "/api/admin/ai-settings" })).json<Record<string, unknown>>();
    expect(ai.systemPrompt).not.toBe("Hacked");
  });
});
