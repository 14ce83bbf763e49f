// X-Request-Id: the caller's (when sane) or a new UUID, on every JSON log line of the request and on
// every answer; and no credential or configured secret in the JSON log.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggingOptions } from "../../src/plugins/logging";
import { buildTestApp, collectedLog, dbLabel, type TestApp } from "../helpers/app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SECRETS = {
  openai: "sk-test-openai-key-never-logged",
  smtp: "smtp-password-never-logged",
  cookie: "lumiere_session=session-token-never-logged",
  authorization: "Bearer bearer-token-never-logged",
};

describe(`request ids and log hygiene (${dbLabel})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  const { logger, lines } = collectedLog();
  const logged = () => lines;
  const text = () => lines.map((l) => JSON.stringify(l)).join("\n");

  beforeAll(async () => {
    t = await buildTestApp({ OPENAI_API_KEY: SECRETS.openai }, { ssr: true, logger });
    app = t.app;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("echoes a sane incoming X-Request-Id on every kind of answer and logs it on the request's lines", async () => {
    const answers = [
      await app.inject({ url: "/api/pages/home", headers: { "x-request-id": "trace-1.a:B_c" } }),
      await app.inject({ url: "/api/no-such-thing", headers: { "x-request-id": "trace-2" } }),
      await app.inject({ url: "/fr/no-such-page", headers: { "x-request-id": "trace-3" } }),
      await app.inject({ url: "/en", headers: { "x-request-id": "trace-4" } }),
      await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-request-id": "trace-5", "content-type": "application/json" },
        payload: "{not json",
      }),
      await app.inject({ url: "/healthz", headers: { "x-request-id": "trace-6" } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 404, 200, 400, 200]);
    expect(answers[3]?.headers["content-type"]).toMatch(/^text\/html/);
    expect(answers.map((a) => a.headers["x-request-id"])).toEqual(["trace-1.a:B_c", "trace-2", "trace-3", "trace-4", "trace-5", "trace-6"]);

    // One access line per answer, with its status; the probes stay out of the log.
    const first = logged().filter((l) => l.reqId === "trace-1.a:B_c");
    expect(first.map((l) => l.msg)).toEqual(["request completed"]);
    expect(first[0]).toMatchObject({ level: 30, req: { method: "GET", url: "/api/pages/home" }, res: { statusCode: 200 } });
    expect(logged().filter((l) => l.reqId === "trace-6")).toEqual([]);
  });

  it("writes each access line as pino writes its lines: one JSON object per line, the URL exactly as asked", async () => {
    const url = "/api/pages/home?q=%22quoted%22\\back%C3%A9";
    await app.inject({ url, headers: { "x-request-id": "trace-json", "user-agent": 'agent "with" quotes' } });
    const [line] = logged().filter((l) => l.reqId === "trace-json");
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      msg: "request completed",
      req: { method: "GET", url, remoteAddress: "127.0.0.1" },
      res: { statusCode: 200 },
    });
    expect(typeof line?.time).toBe("number");
    expect(typeof line?.hostname).toBe("string");
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it("replaces a malformed or oversized X-Request-Id, and ids made here differ from request to request", async () => {
    const given = ["has spaces in it", "x".repeat(129), "semi;colon", "<script>"];
    for (const id of given) {
      const res = await app.inject({ url: "/api/pages/home", headers: { "x-request-id": id } });
      expect(res.headers["x-request-id"]).toMatch(UUID);
    }
    const ok = "y".repeat(128);
    expect((await app.inject({ url: "/api/pages/home", headers: { "x-request-id": ok } })).headers["x-request-id"]).toBe(ok);
    const a = (await app.inject({ url: "/api/pages/home" })).headers["x-request-id"];
    const b = (await app.inject({ url: "/api/pages/home" })).headers["x-request-id"];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
    expect(text()).not.toContain("has spaces in it");
  });

  it("keeps cookies, Authorization, the OpenAI key and an SMTP password out of the JSON log", async () => {
    await app.inject({ url: "/api/auth/me", headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization } });
    // Objects that hold secrets, logged whole as a careless error report would.
    app.log.error(
      {
        config: app.services.config,
        transport: { auth: { user: "mailer", pass: SECRETS.smtp } },
        req: { headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization } },
      },
      "report",
    );
    app.log.warn({ email: { smtpHost: "smtp.example.com", smtpPassword: SECRETS.smtp } }, "settings");
    const all = text();
    expect(all).toContain('"report"');
    expect(all).toContain("smtp.example.com");
    for (const secret of Object.values(SECRETS)) expect(all).not.toContain(secret.replace(/^.*=|^Bearer /, ""));
    expect(all).not.toContain("correct horse battery");
  });

  it("logs the tokens of sign-up, unsubscribe and preview links, and tRPC inputs holding one, as [redacted]", async () => {
    const token = "link-token-never-logged";
    await app.inject({ url: `/api/signups/confirm?token=${token}&lang=fr` });
    await app.inject({ url: `/api/signups/unsubscribe?token=${token}` });
    await app.inject({ url: `/en/insights?preview=${token}` });
    await app.inject({ url: `/trpc/auth.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}` });
    const all = text();
    expect(all).not.toContain(token);
    const urls = logged().map((l) => (l.req as { url?: string } | undefined)?.url);
    expect(urls).toContain("/api/signups/confirm?token=[redacted]&lang=fr");
    expect(urls).toContain("/trpc/auth.invitation?input=[redacted]");
  });
});

describe("link tokens in Fastify's own failure lines", () => {
  it("writes a request's URL, an error's message and a not-found line with each link token [redacted]", async () => {
    const { logger, lines } = collectedLog("info");
    // The app's logging: Fastify's default error and not-found handlers, and a handler's own report.
    const app = Fastify(loggingOptions(logger, "info", 60_000));
    app.get("/fails", async (req) => {
      throw new Error(`could not answer ${req.url}`);
    });
    app.get("/reported", async (req) => {
      req.log.warn({ req }, "reported");
      return "ok";
    });
    const token = "failure-token-never-logged";
    const links = [`token=${token}&lang=fr`, `preview=${token}`, `input=${encodeURIComponent(JSON.stringify({ token }))}`];
    for (const query of links) for (const path of ["/fails", "/reported", "/missing"]) await app.inject({ url: `${path}?${query}` });
    await app.close();
    const all = JSON.stringify(lines);
    expect(all).toContain("could not answer /fails?token=[redacted]&lang=fr");
    expect(all).toContain("Route GET:/missing?preview=[redacted] not found");
    expect(lines.filter((l) => l.msg === "reported").map((l) => (l.req as { url: string }).url)).toEqual([
      "/reported?token=[redacted]&lang=fr",
      "/reported?preview=[redacted]",
      "/reported?input=[redacted]",
    ]);
    expect(all).not.toContain(token);
  });
});

describe("the access log's levels", () => {
  /** The access lines an app logging at warn writes for these answers, past `slowMs`. */
  async function accessLines(slowMs: number) {
    const { logger, lines } = collectedLog("warn");
    const app = Fastify(loggingOptions(logger, "warn", slowMs));
    app.get("/answer", async () => "ok");
    app.get("/broken", async () => {
      throw new Error("broken");
    });
    for (const url of ["/answer", "/broken"]) await app.inject({ url, headers: { "x-request-id": url.slice(1) } });
    await app.close();
    return lines.filter((l) => l.msg === "request completed" || l.msg === "slow request").map((l) => [l.reqId, l.level, l.msg]);
  }

  it("logs an answer past the slow threshold at warn and a server error at error, each once with its request id", async () => {
    // A threshold of 0 makes every answer slow; a minute, none: the same answers, no waiting.
    expect(await accessLines(0)).toEqual([
      ["answer", 40, "slow request"],
      ["broken", 50, "request completed"],
    ]);
    expect(await accessLines(60_000)).toEqual([["broken", 50, "request completed"]]);
  });
});
