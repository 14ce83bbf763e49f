import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "./honeypot";
import { serverMessageById, serverMessages, serverText } from "./server-messages";

const catalog = (lang: string) => readFileSync(new URL(`../../i18n/src/catalogs/admin/${lang}.po`, import.meta.url), "utf8");
const entry = (po: string, id: string) => new RegExp(`msgid "${id.replace(".", "\\.")}"\\nmsgstr "([^"]*)"`).exec(po)?.[1];

describe("server messages", () => {
  it("fill their placeholders in the English the API sends", () => {
    expect(serverText(serverMessages.uploadTooLarge, { limit: 25 })).toBe("File too large (limit 25 MB)");
    expect(serverText(serverMessages.smtpNotConfigured)).toBe("No SMTP server is configured");
  });

  it("are found by id, and each id has its English and a French text in the admin catalog", () => {
    const en = catalog("en");
    const fr = catalog("fr");
    for (const message of Object.values(serverMessages)) {
      expect(serverMessageById.get(message.id)).toBe(message);
      expect(entry(en, message.id)).toBe(message.message);
      const french = entry(fr, message.id);
      expect(french, message.id).toBeTruthy();
      expect(french).not.toBe(message.message);
    }
  });
});

describe("honeypot", () => {
  it("drops a form whose hidden field holds text, not one left empty or blank", () => {
    expect(isHoneypotFilled("https://spam.example")).toBe(true);
    expect(isHoneypotFilled("   ")).toBe(false);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
  });
});
