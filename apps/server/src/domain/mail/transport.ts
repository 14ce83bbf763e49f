import type { Transporter } from "nodemailer";
import type { getEmailSettings } from "../settings";

export type SmtpSettings = Awaited<ReturnType<typeof getEmailSettings>>;

/**
 * A nodemailer transport for the saved SMTP settings (short timeouts: a dead server fails fast).
 * nodemailer is loaded with the first message, not at start-up: a site without SMTP never needs it.
 */
export async function createSmtpTransport(smtp: SmtpSettings): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    host: smtp.smtpHost,
    port: smtp.smtpPort,
    secure: smtp.smtpSecurity === "ssl",
    requireTLS: smtp.smtpSecurity === "tls",
    ignoreTLS: smtp.smtpSecurity === "none",
    ...(smtp.smtpUsername ? { auth: { user: smtp.smtpUsername, pass: smtp.smtpPassword } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
}

/** The From address: the SMTP login when it is an address, else the site's contact e-mail. */
export function senderAddress(smtp: SmtpSettings, contactEmail: string): string {
  return smtp.smtpUsername.includes("@") ? smtp.smtpUsername : contactEmail;
}
