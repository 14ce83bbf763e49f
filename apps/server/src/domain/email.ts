import { serverMessages } from "@lumiere/validation";
import type { ContentDeps } from "./deps";
import { createSmtpTransport, sender } from "./mail/transport";
import { Refusal } from "./refusal";
import { getEmailSettings, getSettings } from "./settings";

/**
 * Sends a real message through the saved SMTP settings to the site's contact address; refused when
 * no SMTP host is saved, or with the server's own words when it does not accept the message.
 */
export async function sendTestEmail(deps: ContentDeps): Promise<{ success: true; message: string }> {
  const smtp = await getEmailSettings(deps);
  const site = await getSettings(deps);
  if (!smtp.smtpHost) throw new Refusal("upstream", serverMessages.smtpNotConfigured);
  const transport = await createSmtpTransport(smtp);
  const to = site.contactEmail;
  try {
    await transport.sendMail({
      from: sender(smtp, site),
      to,
      subject: `${site.siteName}: SMTP test`,
      text: `This message confirms that ${site.siteName} can send email through ${smtp.smtpHost}:${smtp.smtpPort}.`,
    });
    return { success: true, message: `Test email sent to ${to}` };
  } catch (error) {
    throw new Refusal("upstream", { message: error instanceof Error ? error.message : String(error) });
  } finally {
    transport.close();
  }
}
