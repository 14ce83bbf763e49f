// Waiting for a mail at the loopback SMTP server (leads/smtp.ts, which the browser tests share and so
// imports nothing of vitest).
import { expect, vi } from "vitest";
import type { ReceivedMail } from "../leads/smtp";

/** The first mail received for `address`, waited for (the outbox sends on its own schedule). */
export async function mailTo(smtp: { received: ReceivedMail[] }, address: string): Promise<ReceivedMail> {
  let mail: ReceivedMail | undefined;
  await vi.waitFor(
    () => {
      mail = smtp.received.find((m) => m.to.includes(address));
      expect(mail).toBeDefined();
    },
    { timeout: 15_000 },
  );
  return mail as ReceivedMail;
}
