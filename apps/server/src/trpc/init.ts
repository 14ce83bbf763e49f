import { initTRPC, TRPCError } from "@trpc/server";
import { z } from "zod";
import { isDatabaseUnavailable, isInvalidTextError } from "../plugins/db-errors";
import type { Context } from "./context";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const fieldErrors = error.cause instanceof z.ZodError ? firstMessagePerField(error.cause) : undefined;
    return { ...shape, data: { ...shape.data, stack: undefined, fieldErrors } };
  },
});

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
const databaseGuard = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error)) {
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: "The service is temporarily unavailable. Please try again shortly.",
      cause: result.error,
    });
  }
  if (!result.ok && isInvalidTextError(result.error)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid characters in the request", cause: result.error });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(databaseGuard);

/** Procedures for signed-in admins: `ctx.session` is non-null inside. */
export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
  return next({ ctx: { ...ctx, session: ctx.session } });
});
