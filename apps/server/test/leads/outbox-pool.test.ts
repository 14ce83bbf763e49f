// The outbox sends through a pool of SMTP connections, several messages at once, and still each
// message exactly once: with one server, with two servers draining one Postgres together, and when
// the SMTP server refuses some recipients (only those are retried).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { outbox, sql } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/env";
import { dbLabel, multiServerConfig, testDatabaseUrl, useSignedInApp } from "../helpers/app";
import { batchResults, statusesOf } from "../trpc/support";
import { parseMail, type ReceivedMail, useSmtp } from "./smtp";

// A retry is due a minute later: a pass never meets its own failures again.
const t = useSignedInApp({}, { outbox: { pollMs: 3_600_000, retryBaseMs: 60_000 } });

/** A loopback SMTP server that refuses the recipients `refuse` names, and keeps what it accepts. */
async function startSink(refuse: (address: string) => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const connections = { opened: 0, open: 0, mostOpen: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections.opened++;
      connections.mostOpen = Math.max(connections.mostOpen, ++connections.open);
      callback();
    },
    onClose() {
      connections.open--;
    },
    onRcptTo(address, _session, callback) {
      callback(refuse(address.address) ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    connections,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let batchNo = 0;
/** Submits `count` consultations through batched /trpc, as the browser does; each queues two e-mails. */
async function submitConsultations(app: FastifyInstance, label: string, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const size = Math.min(10, count - start);
    const inputs = Array.from({ length: size }, (_, i) => {
      const name = `${label}${start + i}x`;
      names.push(name);
      return { name, email: `${name.toLowerCase()}@example.com`, message: `Project ${name} (${batchNo})` };
    });
    batchNo++;
    const res = await app.inject({
      method: "POST",
      url: `/trpc/${inputs.map(() => "leads.createConsultation").join(",")}?batch=1`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))),
    });
    expect(statusesOf(batchResults(res))).toEqual(inputs.map(() => 200));
  }
  return names;
}

/** No SMTP saved: the outbox keeps what is queued, to be sent all at once when SMTP is set. */
const noSmtp = (app: FastifyInstance, cookie: string) =>
  app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { cookie },
    payload: { type: "email", data: { smtpHost: "", smtpPort: 587, smtpSecurity: "none", smtpUsername: "", smtpPassword: "" } },
  });
const queued = async (app: FastifyInstance) => (await app.db.select({ id: outbox.id }).from(outbox)).length;
const unsent = async (app: FastifyInstance) =>
  (await app.db.select({ id: outbox.id }).from(outbox).where(sql`${outbox.status} <> 'sent'`)).length;

/** How many messages each lead's visitor and the team received about it. */
function countsOf(received: ReceivedMail[], names: string[]) {
  const visitor = new Map<string, number>();
  const staff = new Map<string, number>();
  for (const m of received) {
    for (const name of names) {
      if (m.to.includes(`${name.toLowerCase()}@example.com`)) visitor.set(name, (visitor.get(name) ?? 0) + 1);
      else if (m.subject.endsWith(`: ${name}`)) staff.set(name, (staff.get(name) ?? 0) + 1);
    }
  }
  return names.map((name) => [name, visitor.get(name) ?? 0, staff.get(name) ?? 0]);
}
const eachOnce = (names: string[]) => names.map((name) => [name, 1, 1]);

describe(`the outbox sends through pooled SMTP connections (${dbLabel})`, () => {
  it("delivers 200 queued e-mails, each exactly once", async () => {
    const smtp = await startSink();
    try {
      expect((await noSmtp(t.app, t.cookie)).statusCode).toBe(200);
      const before = await queued(t.app);
      const names = await submitConsultations(t.app, "Solo", 100);
      expect(await queued(t.app)).toBe(before + 200);
      expect((await useSmtp(t.app, t.cookie, smtp.port)).statusCode).toBe(200);
      while ((await unsent(t.app)) > 0) await t.app.outbox.runOnce();
      expect(countsOf(smtp.received, names)).toEqual(eachOnce(names));
      // Connections are reused (not one per message), never more at once than SMTP_MAX_CONNECTIONS (5).
      expect(smtp.connections.opened).toBeLessThanOrEqual(10);
      expect(smtp.connections.mostOpen).toBeLessThanOrEqual(5);
    } finally {
      await smtp.close();
    }
  });

  it("retries only the messages whose recipient the SMTP server refused", async () => {
    let refusing = true;
    const smtp = await startSink((address) => refusing && address.startsWith("refused"));
    try {
      expect((await noSmtp(t.app, t.cookie)).statusCode).toBe(200);
      const names = [...(await submitConsultations(t.app, "Kept", 15)), ...(await submitConsultations(t.app, "Refused", 5))];
      expect((await useSmtp(t.app, t.cookie, smtp.port)).statusCode).toBe(200);
      await t.app.outbox.runOnce();
      const waiting = await t.app.db
        .select({ to: outbox.toAddress, status: outbox.status, attempts: outbox.attempts, error: outbox.lastError })
        .from(outbox)
        .where(sql`${outbox.status} <> 'sent'`)
        .orderBy(outbox.toAddress);
      expect(waiting.map((w) => [w.to, w.status, w.attempts])).toEqual(
        [0, 1, 2, 3, 4].map((i) => [`refused${i}x@example.com`, "pending", 1]),
      );
      expect(waiting.every((w) => w.error.includes("Mailbox unavailable"))).toBe(true);

      // The mailbox comes back and the retry falls due (the clock moved on): only those five go.
      refusing = false;
      await t.app.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(sql`${outbox.status} = 'pending'`);
      await t.app.outbox.runOnce();
      expect(await unsent(t.app)).toBe(0);
      expect(countsOf(smtp.received, names)).toEqual(eachOnce(names));
    } finally {
      await smtp.close();
    }
  });
});

describe.skipIf(!testDatabaseUrl)("two servers on one Postgres drain the outbox together", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-pool-"));
  let other: FastifyInstance | undefined;
  afterAll(async () => {
    await other?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("delivers 200 queued e-mails, each exactly once", async () => {
    const smtp = await startSink();
    try {
      other = await buildApp(multiServerConfig(dir, t.config.databaseSchema as string), {
        logger: false,
        outbox: { pollMs: 3_600_000 },
      });
      await other.ready();
      await other.ensureDbReady();
      expect((await noSmtp(t.app, t.cookie)).statusCode).toBe(200);
      const before = await queued(t.app);
      const names = await submitConsultations(t.app, "Pair", 100);
      expect(await queued(t.app)).toBe(before + 200);
      expect((await useSmtp(t.app, t.cookie, smtp.port)).statusCode).toBe(200);
      const server = other;
      while ((await unsent(t.app)) > 0) await Promise.all([t.app.outbox.runOnce(), server.outbox.runOnce()]);
      expect(countsOf(smtp.received, names)).toEqual(eachOnce(names));
    } finally {
      await smtp.close();
    }
  });
});

describe("the outbox's SMTP limits come from the environment", () => {
  it("defaults to 5 connections and no rate cap, and refuses values that are not counts, naming the variable", () => {
    expect(loadConfig({}).smtp).toEqual({ maxConnections: 5, ratePerSecond: 0 });
    expect(loadConfig({ SMTP_MAX_CONNECTIONS: "2", SMTP_RATE_PER_SECOND: "14" }).smtp).toEqual({ maxConnections: 2, ratePerSecond: 14 });
    for (const [name, value] of [
      ["SMTP_MAX_CONNECTIONS", "0"],
      ["SMTP_MAX_CONNECTIONS", "many"],
      ["SMTP_RATE_PER_SECOND", "-1"],
      ["SMTP_RATE_PER_SECOND", "2.5"],
    ]) {
      expect(() => loadConfig({ [name as string]: value }), `${name}=${value}`).toThrowError(
        new RegExp(`Invalid environment:[\\s\\S]*${name}`),
      );
    }
  });
});
