// RFC 6238 TOTP: 30-second steps, 6 digits, one step of clock drift accepted either way.
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from "@oslojs/otp";

const PERIOD = 30;
const DIGITS = 6;

export function newTotpSecret(): string {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  return encodeBase32UpperCaseNoPadding(key);
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return createTOTPKeyURI(issuer, account, decodeBase32IgnorePadding(secret), PERIOD, DIGITS);
}

/**
 * The 30-second step the code belongs to (now, or one step before or after), or null when it
 * matches none. Callers that sign in compare it with the last step used, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const current = Math.floor(now / 1000 / PERIOD);
  for (const step of [current, current - 1, current + 1]) {
    if (verifyHOTP(key, BigInt(step), DIGITS, code)) return step;
  }
  return null;
}

/** The code at `now` (a later step: `now` ahead); used by tests and never by the login path. */
export function currentTotp(secret: string, now = Date.now()): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(now / 1000 / PERIOD)), DIGITS);
}
