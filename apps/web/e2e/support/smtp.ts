// The server tests' loopback SMTP server (apps/server/test/leads/smtp.ts) for browser journeys: it
// runs for the spec file, and the site is pointed at it through the signed-in admin's session.
import { expect, type Page, test } from "./fixtures";
import { loopbackEmailSettings, type ReceivedMail, startSmtp } from "../../../server/test/leads/smtp";

export interface LoopbackSmtp {
  /** Every mail received so far, decoded (`body`), in the order they came. */
  readonly mails: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /** Saves Settings → Email so the site sends here; `page` is signed in as an admin. */
  sendThrough(page: Page): Promise<void>;
}

/** Starts the server in this file's `beforeAll` (call before the spec's own hooks) and stops it after. */
export function useLoopbackSmtp(): LoopbackSmtp {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtp();
  });
  test.afterAll(async () => {
    await smtp?.close();
  });
  const running = () => {
    if (!smtp) throw new Error("useLoopbackSmtp: the SMTP server starts in beforeAll");
    return smtp;
  };
  return {
    get mails() {
      return running().received;
    },
    mailsTo: (address) => running().received.filter((m) => m.to.includes(address)),
    async sendThrough(page) {
      const saved = await page.request.put("/api/admin/settings", { data: loopbackEmailSettings(running().port) });
      expect(saved.status()).toBe(200);
    },
  };
}
