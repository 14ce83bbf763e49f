import { createHmac } from "node:crypto";
import { deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "./support/fixtures";
import { whereThrown } from "./support/site";

/** RFC 4648 base32 (no padding needed) to bytes. */
function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP: HMAC-SHA1, 30-second steps, 6 digits. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, "0");
}

/**
 * Successive TOTP codes for one secret, each of a later 30-second step than the one before (a code
 * works once), as a server allowing one step of drift either way accepts them: the step before the
 * current one first, then the next ones, so three codes in a row need no wait for the clock. Never
 * in a step's last two seconds, so a code is still valid when the server reads it.
 */
export function totpSequence(secret: string): () => Promise<string> {
  const STEP_MS = 30_000;
  let last: number | undefined;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  return async () => {
    for (;;) {
      const now = Date.now();
      if (now % STEP_MS > STEP_MS - 2000) {
        await pause(STEP_MS - (now % STEP_MS) + 100);
        continue;
      }
      const current = Math.floor(now / STEP_MS);
      const step = last === undefined ? current - 1 : Math.max(last + 1, current - 1);
      if (step > current + 1) {
        await pause(STEP_MS - (now % STEP_MS) + 100);
        continue;
      }
      last = step;
      return totp(secret, step * STEP_MS);
    }
  };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of noise (noise barely compresses, so the file is about width × height × 3 bytes). */
export function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let i = 1; i <= width * 3; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      raw[row + i] = seed >>> 16;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export { freePort } from "./support/server";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export { escapeRegExp };

/** The toast (Mantine notification) that contains `text`. */
export function toast(page: Page, text: string): Locator {
  // A toast that replaces one with the same text overlaps it during the leaving one's transition.
  return page.getByRole("alert").filter({ hasText: text }).last();
}

/** Clicks a sidebar section and waits for its heading. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${escapeRegExp(label)}`) })).toBeVisible();
}

/** Signs in on the login page already open; `code` answers the two-factor step when asked. */
export async function signIn(page: Page, user: { username: string; password: string }, code?: () => Promise<string>): Promise<void> {
  // Typed once the page has hydrated: a sign-in sent while the page is still streaming leaves
  // React's streamed segments nothing to attach to (a page error no person could cause).
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("textbox", { name: "Username" }).fill(user.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (code) {
    const field = page.getByRole("textbox", { name: "Authentication code" });
    await expect(field).toBeVisible();
    await field.fill(await code());
    await page.getByRole("button", { name: "Sign In" }).click();
  }
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(toast(page, "Welcome to the admin dashboard")).toBeVisible();
}

/**
 * Collects page errors and console errors/warnings into `problems`; a failed request whose URL
 * matches `expectedFailures` (a call the test provokes on purpose) is left out.
 */
export function watchConsole(page: Page, problems: string[], expectedFailures: RegExp[]): void {
  page.on("pageerror", (e) => problems.push(`pageerror on ${page.url()}: ${e.message}${whereThrown(e)}`));
  page.on("console", (m) => {
    if (m.type() !== "error" && m.type() !== "warning") return;
    const where = m.location().url;
    if (m.text().startsWith("Failed to load resource") && expectedFailures.some((re) => re.test(where))) return;
    problems.push(`console ${m.type()} on ${page.url()}: ${m.text()} (${where})`);
  });
}
