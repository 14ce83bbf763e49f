import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TRPCClientError } from "@trpc/client";
import { serverMessageById, serverMessages } from "@lumiere/validation";
import { type ErrorData, errorCode, errorData } from "../../lib/trpc-errors";
import { translateValidationMessage } from "../../lib/zod-form";

export { errorCode };

/** An upload refused by the REST route, with its HTTP status and the body's message id. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: Pick<ErrorData, "messageId" | "messageValues"> = {},
  ) {
    super(message);
  }
}

/** The sign-in's password was right and its two-factor code was not. */
export function isWrongTwoFactorCode(error: unknown): boolean {
  return errorData(error)?.messageId === serverMessages.twoFactorCodeWrong.id;
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === "UNAUTHORIZED" || (error instanceof UploadError && error.status === 401);
}

/** Field → message in the admin's language, from a validation error. */
export function fieldErrors(error: unknown, i18n: I18n): Record<string, string> {
  const errors = errorData(error)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateValidationMessage(i18n, text)]));
}

/** A server message named by its id, in the admin's language. */
function serverMessageText(data: Pick<ErrorData, "messageId" | "messageValues"> | undefined, i18n: I18n): string | null {
  const message = data?.messageId ? serverMessageById.get(data.messageId) : undefined;
  return message ? i18n._(message.id, data?.messageValues, { message: message.message }) : null;
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
 * code or message id, the server's own message otherwise, or null (the caller then shows its fallback).
 */
export function describeError(error: unknown, i18n: I18n): string | null {
  const data = error instanceof UploadError ? error.data : errorData(error);
  const first = Object.values(errorData(error)?.fieldErrors ?? {})[0];
  if (first) return translateValidationMessage(i18n, first);
  const named = serverMessageText(data, i18n);
  if (named) return named;
  switch (errorCode(error)) {
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
  if (error instanceof UploadError && error.status === 401) return i18n._(msg`Your session has expired. Please sign in again.`);
  if (!(error instanceof Error) || !error.message) return null;
  if (error instanceof TRPCClientError && (error.message === "Failed to fetch" || error.message.startsWith("NetworkError"))) {
    return i18n._(msg`The server could not be reached. Check your connection and try again.`);
  }
  return translateConnectionError(error.message, i18n) ?? translateValidationMessage(i18n, error.message);
}
