/** The parts of a tRPC error this app reads (TRPCClientError, or the same shape from the in-process link). */
interface ErrorData {
  code?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string>;
}

function dataOf(error: unknown): ErrorData | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === "object" && data !== null ? (data as ErrorData) : undefined;
}

export function isNotFoundError(error: unknown): boolean {
  const data = dataOf(error);
  return data?.code === "NOT_FOUND" || data?.httpStatus === 404;
}

/** Field → English message from the server's zod validation, when the error carries them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return dataOf(error)?.fieldErrors ?? {};
}
