// Reading a failed call, in one place for the public site and the admin: a TRPCClientError (or the
// same shape from the server's in-process link), or an upload's JSON error body.

/** What the server puts in an error's `data` (see apps/server/src/trpc/init.ts). */
export interface ErrorData {
  code?: string;
  httpStatus?: number;
  /** Field → English validation message (packages/validation/src/messages.ts). */
  fieldErrors?: Record<string, string>;
  /** A server message's id and values (packages/validation/src/server-messages.ts). */
  messageId?: string;
  messageValues?: Record<string, string | number>;
}

export function errorData(error: unknown): ErrorData | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === "object" && data !== null ? (data as ErrorData) : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return errorData(error)?.code;
}

export function isNotFoundError(error: unknown): boolean {
  const data = errorData(error);
  return data?.code === "NOT_FOUND" || data?.httpStatus === 404;
}

/** Field → English message from the server's zod validation, when the error carries them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return errorData(error)?.fieldErrors ?? {};
}
