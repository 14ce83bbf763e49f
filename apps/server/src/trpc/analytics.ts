// "Sent" events, recorded where the lead or the conversation is stored, once it is.
import type { AnalyticsEvent } from "@lumiere/validation";
import type { Context } from "./context";

/** Counts `name` for this request's visitor (when countable) once `done` has succeeded; answers its value. */
export async function counted<T>(ctx: Context, name: AnalyticsEvent | null, done: T | Promise<T>): Promise<T> {
  const value = await done;
  if (name && ctx.visit) ctx.analytics.record(name, ctx.visit);
  return value;
}
