import type { ActivityAction } from "@lumiere/validation";
import { type ActivityEntry, recordActivity } from "../domain/activity";
import { middleware } from "./init";

type Describe<I> = (input: I) => Omit<ActivityEntry, "action" | "actor">;

/**
 * Records an admin call in the activity feed once it has succeeded (who, when, what it was done
 * to). Placed after `.input()`, so `describe` sees the parsed input; it must never copy personal
 * data or secrets into the entry.
 */
export function audited<I = unknown>(action: ActivityAction, describe?: Describe<I>) {
  return middleware(async ({ ctx, input, next }) => {
    const result = await next();
    if (result.ok && ctx.session) {
      await recordActivity(ctx.db, { action, actor: ctx.session.user.username, ...describe?.(input as I) });
    }
    return result;
  });
}
