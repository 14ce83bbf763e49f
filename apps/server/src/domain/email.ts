import nodemailer from "nodemailer";
import type { Db } from "@lumiere/db";
import { getEmailSettings, getSettings } from "./settings";

export interface EmailTestResult {
  ok: boolean;
  message: string;
}

/** Sends a real message through the saved SMTP settings to the site's contact address. */
export async function sendTestEmail(db: Db): Promise<EmailTestResult> {
  const smtp = await getEmailSettings(db);
  const site = await getSettings(db);
  if (!smtp.smtpHost) return { ok: false, message: "No SMTP server is configured" };
  const transport = nodemailer.createTransport({
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
  const to = site.contactEmail;
  const from = smtp.smtpUsername.includes("@") ? smtp.smtpUsername : site.contactEmail;
  try {
    await transport.sendMail({
      from: `"${site.siteName}" <${from}>`,
      to,
      subject: `${site.siteName}: SMTP test`,
      text: `This message confirms that ${site.siteName} can send email through ${smtp.smtpHost}:${smtp.smtpPort}.`,
    });
    return { ok: true, message: `Test email sent to ${to}` };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    transport.close();
  }
}
