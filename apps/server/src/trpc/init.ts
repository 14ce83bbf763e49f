import { initTRPC, TRPCError } from "@trpc/server";
import { z } from "zod";
import { Refusal, type RefusalKind, Throttled } from "../domain/refusal";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable, isInvalidTextError, SERVICE_UNAVAILABLE } from "../plugins/db-errors";
import type { LimitName } from "../limits/limits";
import type { Context } from "./context";
import { type MessageValues, type ServerMessage, serverText } from "@lumiere/validation";
import { MessageCause, messageFields } from "./messages";
import type { Permission } from "@lumiere/validation";
import { requirePermission } from "../domain/people/permissions";

/** What a procedure declares: the permission it needs (staffProcedure). */
export interface ProcedureMeta {
  permission?: Permission;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const fieldErrors = error.cause instanceof z.ZodError ? firstMessagePerField(error.cause) : undefined;
      return { ...shape, data: { ...shape.data, stack: undefined, fieldErrors, ...messageFields(error) } };
    },
  });

/** The one mapping of the domain's refusals to codes; /api takes its statuses from these codes. */
const refusalCodes = {
  invalid: "BAD_REQUEST",
  conflict: "CONFLICT",
  not_found: "NOT_FOUND",
  too_large: "PAYLOAD_TOO_LARGE",
  unsupported: "UNSUPPORTED_MEDIA_TYPE",
  unreadable: "UNPROCESSABLE_CONTENT",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  throttled: "TOO_MANY_REQUESTS",
  upstream: "BAD_GATEWAY",
} as const satisfies Record<RefusalKind, TRPCError["code"]>;

/** A rule's refusal as the API answers it: a field's 400, or its kind's code with the message's id. */
export function refusalError(refusal: Refusal): TRPCError {
  if (refusal.field) {
    const issue = { code: "custom", path: [refusal.field], message: refusal.message, input: undefined };
    // ZodRealError: the Error kind of ZodError, kept as the cause (a plain ZodError would be wrapped).
    return new TRPCError({ code: "BAD_REQUEST", message: refusal.message, cause: new z.ZodRealError([issue as never]) });
  }
  const { id } = refusal.descriptor;
  const cause = id ? new MessageCause(id, refusal.values) : undefined;
  // The wait travels in the cause, for the Retry-After header of /api and /trpc answers.
  const wait = refusal instanceof Throttled ? { retryAfterSeconds: refusal.retryAfterSeconds } : undefined;
  return new TRPCError({
    code: refusalCodes[refusal.kind],
    message: refusal.message,
    cause: wait ? Object.assign(cause ?? {}, wait) : cause,
  });
}

/** field path → its first message, as forms and the REST error body show them. */
export function firstMessagePerField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** A database that cannot be reached is a 503, not a 500, wherever the query ran; text it cannot store is a 400. */
const databaseGuard = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof Refusal) throw refusalError(result.error.cause);
  if (!result.ok && isDatabaseUnavailable(result.error)) {
    ctx.dbHealth.markDown();
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: SERVICE_UNAVAILABLE,
      cause: result.error,
    });
  }
  if (!result.ok && isInvalidTextError(result.error)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid characters in the request", cause: result.error });
  }
  return result;
});

/**
 * A 429 whose cause carries the wait, for the Retry-After header of /api and /trpc answers; given a
 * server message, its id and values travel too (the admin says it in its language).
 */
export function tooManyRequests(message: string | ServerMessage, retryAfterSeconds: number, values?: MessageValues): TRPCError {
  if (typeof message === "string") return new TRPCError({ code: "TOO_MANY_REQUESTS", message, cause: { retryAfterSeconds } });
  const cause = Object.assign(new MessageCause(message.id, values), { retryAfterSeconds });
  return new TRPCError({ code: "TOO_MANY_REQUESTS", message: serverText(message, values), cause });
}

export function retryAfterOf(error: TRPCError): number | undefined {
  const seconds = (error.cause as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof seconds === "number") return seconds;
  return error.code === "SERVICE_UNAVAILABLE" ? DATABASE_RETRY_AFTER : undefined;
}

/**
 * The per-IP limit of a concern, counted per call: the same through /api, /trpc, and for every
 * call of a batch. Runs before input validation, so malformed floods count too.
 */
export const rateLimited = (name: LimitName) =>
  t.middleware(async ({ ctx, next }) => {
    const verdict = await ctx.limits.consume(name, ctx.ip);
    if (!verdict.ok) {
      throw tooManyRequests(`Too many requests. Please try again in ${verdict.retryAfterSeconds} seconds.`, verdict.retryAfterSeconds);
    }
    return next();
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(databaseGuard);

/** Procedures for signed-in people: `ctx.session` is non-null inside. Use `staffProcedure` for a procedure. */
const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/**
 * A procedure for the people whose role holds `permission` (PERMISSIONS of @lumiere/validation);
 * everyone else is refused (403), and so is anyone without two-factor when it is required, except
 * for their own account. The permission is kept in the procedure's meta for the tests.
 */
export const staffProcedure = (permission: Permission) =>
  signedInProcedure.meta({ permission }).use(async ({ ctx, next }) => {
    await requirePermission(ctx, ctx.session.user, permission);
    return next();
  });
