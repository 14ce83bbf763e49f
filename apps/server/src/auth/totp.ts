// RFC 6238 TOTP: 30-second steps, 6 digits, one step of clock drift accepted either way.
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateTOTP, verifyTOTPWithGracePeriod } from "@oslojs/otp";

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

export function verifyTotp(secret: string, code: string): boolean {
  return verifyTOTPWithGracePeriod(decodeBase32IgnorePadding(secret), PERIOD, DIGITS, code, PERIOD);
}

/** The current code; used by tests and never by the login path. */
export function currentTotp(secret: string): string {
  return generateTOTP(decodeBase32IgnorePadding(secret), PERIOD, DIGITS);
}
