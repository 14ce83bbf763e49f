// The one place that knows the API's error body ({ message, errors? }) and status list (DESIGN §3).
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPCError } from "@trpc/server";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { z } from "zod";
import type { ErrorBody } from "@lumiere/validation";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable, isInvalidTextError, SERVICE_UNAVAILABLE } from "../plugins/db-errors";
import { sendUnavailable } from "../http/pages";
import { Refusal } from "../domain/refusal";
import { firstMessagePerField, refusalError, retryAfterOf } from "../trpc/init";
import { messageFields } from "../trpc/messages";

/** Its schema (errorBodySchema) is what /api/openapi.json documents. */
export type { ErrorBody };

const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Malformed JSON body" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Malformed JSON body" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Request body too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Unsupported content type: send JSON" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid Content-Length" },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: "File too large" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: "Send the file as multipart/form-data" },
  FST_ERR_VALIDATION: { status: 400, message: "Invalid request" },
};

/**
 * A bad request the adapter finds itself, outside a procedure's input (paging parameters, a
 * multipart field, a beacon): a 400 with this message and, when given, the message per field.
 */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Status and body for any error; never a stack trace, never a 500 for bad input. */
export function toHttpError(error: unknown, log?: FastifyBaseLogger): { status: number; body: ErrorBody; retryAfter?: number } {
  // A refusal met outside a procedure answers as the procedure would: one mapping, through its code.
  if (error instanceof Refusal) return toHttpError(refusalError(error), log);
  if (error instanceof BadRequest)
    return { status: 400, body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}) } };
  if (error instanceof TRPCError) {
    if (error.cause instanceof z.ZodError) {
      const errors = firstMessagePerField(error.cause);
      return { status: 400, body: { message: Object.values(errors)[0] ?? "Invalid input", errors } };
    }
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500 && status !== 502 && status !== 503) {
      log?.error({ err: error.cause ?? error }, "procedure failed");
      return { status: 500, body: { message: "Internal server error" } };
    }
    const retryAfter = retryAfterOf(error);
    return { status, body: { message: error.message, ...messageFields(error) }, ...(retryAfter ? { retryAfter } : {}) };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: SERVICE_UNAVAILABLE } };
  if (isInvalidTextError(error)) return { status: 400, body: { message: "Invalid characters in the request" } };
  const e = error as { code?: string; statusCode?: number; message?: string };
  const known = e.code ? fastifyCodes[e.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, body: { message: e.message || "Bad request" } };
  }
  log?.error({ err: error }, "request failed");
  return { status: 500, body: { message: "Internal server error" } };
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body, retryAfter } = toHttpError(error, reply.log);
  if (status === 503) {
    if (isDatabaseUnavailable(error)) reply.server.dbHealth?.markDown();
    return sendUnavailable(reply.request, reply, retryAfter ?? DATABASE_RETRY_AFTER, body.message);
  }
  if (retryAfter) reply.header("Retry-After", String(retryAfter));
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}
