// Mails per second out of the outbox, to an SMTP sink on loopback: N consultations are written
// with their visitor confirmation queued (one address per lead), then the clock runs while the
// outbox drains them all. With `instances` > 1 (PostgreSQL only) several app instances share one
// schema and drain it together; every address must then have received exactly one message.
// Step 3 of `pnpm bench:leads`; `tsx bench/outbox-rate.ts` runs it alone (BENCH_MAILS, BENCH_INSTANCES,
// SMTP_MAX_CONNECTIONS, SMTP_RATE_PER_SECOND, BENCH_SMTP_LATENCY_MS).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { consultations, outbox, rowsOf, sql } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/env";

/**
 * A sink that only counts what each address received. BENCH_SMTP_LATENCY_MS delays each answer to
 * DATA, as a provider across the network would.
 */
async function startSink() {
  const latencyMs = Number(process.env.BENCH_SMTP_LATENCY_MS ?? 0);
  const perAddress = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) perAddress.set(r.address, (perAddress.get(r.address) ?? 0) + 1);
        setTimeout(callback, latencyMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    perAddress,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MailRate {
  mails: number;
  seconds: number;
  perSecond: number;
  /** Addresses that received no message, or more than one. */
  missing: number;
  duplicated: number;
}

export async function measureMailRate(mails: number, instances: number): Promise<MailRate> {
  const databaseUrl = process.env.DATABASE_URL;
  if (instances > 1 && !databaseUrl) throw new Error("several instances need PostgreSQL (DATABASE_URL)");
  const schema = databaseUrl ? `bench_mail_${process.pid}` : undefined;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const sink = await startSink();
  try {
    for (let i = 0; i < instances; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), "lumiere-bench-mail-"));
      dirs.push(dir);
      const config = {
        ...loadConfig({
          NODE_ENV: "production",
          DATA_DIR: dir,
          LOG_LEVEL: "silent",
          ADMIN_PASSWORD: "bench admin password",
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          SMTP_MAX_CONNECTIONS: process.env.SMTP_MAX_CONNECTIONS,
          SMTP_RATE_PER_SECOND: process.env.SMTP_RATE_PER_SECOND,
        }),
        databaseSchema: schema,
        ssr: false,
      };
      // The worker's own timer stays out of the way: the passes below are the ones timed.
      const app = await buildApp(config, { inMemoryDb: !databaseUrl, logger: false, outbox: { pollMs: 3_600_000 } });
      await app.ready();
      await app.ensureDbReady();
      apps.push(app);
    }
    const first = apps[0]!;
    const login = await first.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "bench admin password" },
    });
    const cookie = `lumiere_session=${login.cookies.find((c) => c.name === "lumiere_session")?.value}`;
    const saved = await first.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: {
        type: "email",
        data: { smtpHost: "127.0.0.1", smtpPort: sink.port, smtpSecurity: "none", smtpUsername: "", smtpPassword: "" },
      },
    });
    if (saved.statusCode !== 200) throw new Error(`SMTP settings not saved: ${saved.statusCode} ${saved.body}`);
    // Whatever the seed queued goes first, outside the measure.
    await Promise.all(apps.map((a) => a.outbox.runOnce()));
    sink.perAddress.clear();

    for (let start = 0; start < mails; start += 500) {
      const count = Math.min(500, mails - start);
      const leads = await first.db
        .insert(consultations)
        .values(Array.from({ length: count }, (_, i) => ({ name: `Lead ${start + i}`, email: `lead${start + i}@example.com` })))
        .returning({ id: consultations.id, email: consultations.email });
      await first.db.insert(outbox).values(
        leads.map((l) => ({
          leadKind: "consultation" as const,
          leadId: l.id,
          audience: "visitor" as const,
          toAddress: l.email,
          origin: "http://localhost",
        })),
      );
    }
    const pending = async () =>
      Number(rowsOf<{ n: number }>(await first.db.execute(sql`select count(*)::int as n from ${outbox} where status <> 'sent'`))[0]?.n);
    const started = performance.now();
    while ((await pending()) > 0) await Promise.all(apps.map((a) => a.outbox.runOnce()));
    const seconds = (performance.now() - started) / 1000;
    let missing = 0;
    let duplicated = 0;
    for (let i = 0; i < mails; i++) {
      const n = sink.perAddress.get(`lead${i}@example.com`) ?? 0;
      if (n === 0) missing++;
      if (n > 1) duplicated++;
    }
    return { mails, seconds, perSecond: mails / seconds, missing, duplicated };
  } finally {
    if (schema && apps[0]?.dbHandle.sql) await apps[0].dbHandle.sql.unsafe(`drop schema if exists "${schema}" cascade`);
    await Promise.all(apps.map((a) => a.close()));
    await sink.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function showMailRate(label: string, r: MailRate): void {
  console.log(
    `${label}: ${r.mails} mails in ${r.seconds.toFixed(1)} s = ${r.perSecond.toFixed(0)} mails/s; ${r.missing} missing, ${r.duplicated} sent more than once`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mails = Number(process.env.BENCH_MAILS ?? 2000);
  const instances = Number(process.env.BENCH_INSTANCES ?? 1);
  const db = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  showMailRate(`outbox, ${instances} instance(s), ${db}`, await measureMailRate(mails, instances));
}
