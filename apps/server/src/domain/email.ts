import { serverMessages, serverText } from "@lumiere/validation";
import type { ContentDeps } from "./deps";
import { createSmtpTransport, senderAddress } from "./mail/transport";
import { getEmailSettings, getSettings } from "./settings";

export interface EmailTestResult {
  ok: boolean;
  message: string;
  /** No SMTP host saved (its text is serverMessages.smtpNotConfigured). */
  notConfigured?: boolean;
}

/** Sends a real message through the saved SMTP settings to the site's contact address. */
export async function sendTestEmail(deps: ContentDeps): Promise<EmailTestResult> {
  const smtp = await getEmailSettings(deps);
  const site = await getSettings(deps);
  if (!smtp.smtpHost) return { ok: false, notConfigured: true, message: serverText(serverMessages.smtpNotConfigured) };
  const transport = await createSmtpTransport(smtp);
  const to = site.contactEmail;
  const from = senderAddress(smtp, site.contactEmail);
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
