import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TRPCClientError } from "@trpc/client";
import { descriptorByEnglish } from "@lumiere/validation";

interface ErrorData {
  code?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string>;
}

/** An upload refused by the REST route, with its HTTP status. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return dataOf(error)?.code;
}

/** The sign-in's password was right and its two-factor code was not (a 401 with the server's own text). */
export function isWrongTwoFactorCode(error: unknown): boolean {
  return errorCode(error) === "UNAUTHORIZED" && error instanceof Error && error.message === "Invalid two-factor code";
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === "UNAUTHORIZED" || (error instanceof UploadError && error.status === 401);
}

/** The first field message of a validation error, keyed by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  return dataOf(error)?.fieldErrors ?? {};
}

/** A server message in the admin's language: known texts are translated, others shown as sent. */
export function translateServerText(text: string, i18n: I18n): string {
  const descriptor = descriptorByEnglish.get(text);
  if (descriptor) return i18n._(descriptor);
  const tooLarge = /^File too large \(limit (\d+) MB\)$/.exec(text);
  if (tooLarge) {
    const limit = tooLarge[1] ?? "";
    return i18n._(msg`File too large (limit ${limit} MB)`);
  }
  if (text.startsWith("Unsupported file type"))
    return i18n._(msg`Unsupported file type: upload an image, video, audio, PDF, DOC or DOCX file`);
  if (text.startsWith("This image cannot be read")) return i18n._(msg`This image cannot be read: the file is damaged or incomplete`);
  if (text.startsWith("The code is not valid")) return i18n._(msg`The code is not valid. Check your authenticator app and try again.`);
  if (text === "Authentication required") return i18n._(msg`Your session has expired. Please sign in again.`);
  if (text === "No SMTP server is configured") return i18n._(msg`No SMTP server is configured`);
  return translateConnectionError(text, i18n) ?? text;
}

/**
 * A connection test's raw network or protocol error ("connect ECONNREFUSED 127.0.0.1:587",
 * "getaddrinfo ENOTFOUND smtp.example.com", "Invalid login: 535 …") said in the admin's language,
 * or null when the text is none of these.
 */
export function translateConnectionError(text: string, i18n: I18n): string | null {
  if (/ECONNREFUSED/.test(text)) return i18n._(msg`The server refused the connection. Check the host name and the port.`);
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return i18n._(msg`The server name could not be found. Check the host name.`);
  if (/ECONNRESET|EPIPE|socket hang up/i.test(text))
    return i18n._(msg`The server closed the connection. Check the port and the security setting.`);
  if (/ETIMEDOUT|ESOCKET|timed? ?out|Greeting never received/i.test(text))
    return i18n._(msg`The server did not answer in time. Check the host name, the port and the security setting.`);
  if (/certificate|wrong version number|SSL|TLS/i.test(text))
    return i18n._(msg`The secure connection failed. Check the security setting (TLS, SSL or none).`);
  if (/Invalid login|\b535\b|EAUTH|Incorrect API key|\b401\b/i.test(text))
    return i18n._(msg`The server refused the credentials. Check the username and password or API key.`);
  if (/^Connection error\.?$|ECONN|EHOSTUNREACH|ENETUNREACH|fetch failed/i.test(text))
    return i18n._(msg`The server could not be reached. Check your connection and try again.`);
  return null;
}

/**
 * What to tell the admin about a failed call: a translated text for the cases the server names by
 * code, the server's own message otherwise, or null (the caller then shows its fallback).
 */
export function describeError(error: unknown, i18n: I18n): string | null {
  const data = dataOf(error);
  if (data?.fieldErrors) {
    const first = Object.values(data.fieldErrors)[0];
    if (first) return translateServerText(first, i18n);
  }
  switch (data?.code) {
    case "UNAUTHORIZED":
      return i18n._(msg`Your session has expired. Please sign in again.`);
    case "NOT_FOUND":
      return i18n._(msg`This item no longer exists. Refresh the list and try again.`);
    case "TOO_MANY_REQUESTS":
      return i18n._(msg`Too many failed sign-in attempts. Please wait 15 minutes and try again.`);
    case "SERVICE_UNAVAILABLE":
      return i18n._(msg`The service is temporarily unavailable. Please try again shortly.`);
    case "FORBIDDEN":
      return i18n._(msg`This request was refused. Reload the page and try again.`);
  }
  if (error instanceof TRPCClientError && error.message) {
    if (error.message === "Failed to fetch" || error.message.startsWith("NetworkError")) {
      return i18n._(msg`The server could not be reached. Check your connection and try again.`);
    }
    return translateServerText(error.message, i18n);
  }
  if (error instanceof Error && error.message) return translateServerText(error.message, i18n);
  return null;
}
