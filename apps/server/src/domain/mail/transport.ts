import { messages, sameSmtpServer } from "@lumiere/validation";
import type { Transporter } from "nodemailer";
import { Refusal } from "../refusal";
import type { getEmailSettings } from "../settings";

export type SmtpSettings = Awaited<ReturnType<typeof getEmailSettings>>;

/** How hard the outbox may use the provider: connections at once, and messages per second (0: no cap). */
export interface SmtpPoolLimits {
  maxConnections: number;
  ratePerSecond: number;
}

/** The limits of SMTP_MAX_CONNECTIONS and SMTP_RATE_PER_SECOND, or their defaults. */
export function smtpPoolLimits(config: { smtp?: SmtpPoolLimits }): SmtpPoolLimits {
  return config.smtp ?? { maxConnections: 5, ratePerSecond: 0 };
}

/**
 * The login to give the server, or none without a username. The saved password goes only to the
 * host, port and username it was saved for: whatever path built these settings, a password meant
 * for another server is refused here, before any connection.
 */
export function smtpLogin(smtp: SmtpSettings): { user: string; pass: string } | undefined {
  if (!smtp.smtpUsername) return undefined;
  const server = smtp.smtpPasswordServer;
  if (smtp.smtpPassword !== "" && !(server && sameSmtpServer(server, smtp))) {
    throw new Refusal("invalid", messages.smtpPasswordReenter, "smtpPassword");
  }
  return { user: smtp.smtpUsername, pass: smtp.smtpPassword };
}

/**
 * A nodemailer transport for the saved SMTP settings (short timeouts: a dead server fails fast).
 * With `pool`, connections are kept open and reused, at most `maxConnections` at once.
 * nodemailer is loaded with the first message, not at start-up: a site without SMTP never needs it.
 */
export async function createSmtpTransport(smtp: SmtpSettings, pool?: SmtpPoolLimits): Promise<Transporter> {
  const login = smtpLogin(smtp);
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    host: smtp.smtpHost,
    port: smtp.smtpPort,
    secure: smtp.smtpSecurity === "ssl",
    requireTLS: smtp.smtpSecurity === "tls",
    ignoreTLS: smtp.smtpSecurity === "none",
    ...(login ? { auth: login } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
    ...(pool
      ? {
          pool: true as const,
          maxConnections: pool.maxConnections,
          // Providers drop long sessions; a fresh connection every so many messages stays welcome.
          maxMessages: 100,
          ...(pool.ratePerSecond > 0 ? { rateDelta: 1000, rateLimit: pool.ratePerSecond } : {}),
        }
      : {}),
  });
}

/** Idle connections are let go after this long without a pass that sends. */
const IDLE_MS = 5_000;

/**
 * The outbox's pooled transport, kept between passes so connections are reused while mail keeps
 * coming. It is rebuilt when the SMTP settings change (the old one closed), closed once idle (a
 * provider need not hold sessions open for a quiet site), and closed with the server.
 */
export class SmtpPool {
  private current: { key: string; transport: Promise<Transporter> } | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  constructor(readonly limits: SmtpPoolLimits) {}

  get(smtp: SmtpSettings): Promise<Transporter> {
    clearTimeout(this.idleTimer);
    const key = JSON.stringify([
      smtp.smtpHost,
      smtp.smtpPort,
      smtp.smtpSecurity,
      smtp.smtpUsername,
      smtp.smtpPassword,
      smtp.smtpPasswordServer,
    ]);
    if (this.current?.key !== key) {
      this.close();
      const transport = createSmtpTransport(smtp, this.limits);
      // A failed build is not kept: the next pass tries again.
      transport.catch(() => {
        if (this.current?.transport === transport) this.current = null;
      });
      this.current = { key, transport };
    }
    return this.current.transport;
  }

  /** The pass is over: close the connections unless another pass uses them soon. */
  idle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(), IDLE_MS);
    this.idleTimer.unref();
  }

  close(): void {
    clearTimeout(this.idleTimer);
    const old = this.current;
    this.current = null;
    old?.transport.then(
      (t) => t.close(),
      () => {},
    );
  }
}

/**
 * The From of every message: the site's name as its display name, and the SMTP login when it is
 * an address, else the site's contact e-mail. Name and address stay apart so the mailer quotes
 * the name: a site name is text, never header syntax (quotes, commas, a second address).
 */
export function sender(smtp: SmtpSettings, site: { siteName: string; contactEmail: string }): { name: string; address: string } {
  return { name: site.siteName, address: smtp.smtpUsername.includes("@") ? smtp.smtpUsername : site.contactEmail };
}
