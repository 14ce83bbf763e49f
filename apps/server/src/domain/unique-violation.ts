/**
 * Postgres' unique_violation (23505), on either driver (drizzle wraps the driver's error as its
 * cause); given `constraint`, only a violation of that index or constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };
  if (e.code === "23505") return constraint === undefined || (e.constraint ?? e.constraint_name) === constraint;
  return isUniqueViolation(e.cause, constraint);
}
