import { DATABASE_TIMEOUT } from "@lumiere/db";
import { PGLITE_THREAD_EXITED } from "@lumiere/db/pglite-thread";

/** What a client is told while the database cannot answer (JSON `message` and the 503 page's fallback). */
export const SERVICE_UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly.";
/** Seconds a client is asked to wait (Retry-After) after a 503 while the database is unreachable. */
export const DATABASE_RETRY_AFTER = 5;

const unavailableCodes = new Set([
  PGLITE_THREAD_EXITED,
  DATABASE_TIMEOUT, // a statement past its deadline: the server does not answer
  // query_canceled: a statement_timeout, an administrator, or the cancel of an earlier statement past
  // its deadline landing on the next one of that connection (PostgreSQL cancels per connection)
  "57014",
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

/** True when an error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++) {
    if (typeof e === "object" && e !== null) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === "string" && unavailableCodes.has(code)) return true;
      if ((e as { name?: unknown }).name === "DatabaseUnavailableError") return true;
      const errors = (e as { errors?: unknown }).errors; // AggregateError from net.connect
      if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
      e = (e as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/** Postgres refusing bytes it cannot store as text (NUL, bad encoding): the input's fault, not ours. */
export function isInvalidTextError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 8; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "22021" || code === "22P05") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
