export type { DbActivity } from "./activity";
export type { Db, DbHandle, DbOptions, Driver, Schema } from "./client";
export { openDb } from "./open";
export { DATABASE_TIMEOUT, withDeadline, withoutDeadline } from "./deadline";
export { LOCK_IDS, lockContentWrites, rowsOf, type Tx } from "./driver";
export type { BindToTransaction, EndStatement, StatementTracer } from "./tracing";
export { knownMigrations, migrate } from "./migrate";
export { backupTables, type TableColumns, tableColumns } from "./schema-tables";
export { inLatinLetters, slugify } from "./slug";
export { tidyTables } from "./upkeep";
export * from "./schema/index";
// Drizzle operators re-exported so apps depend on one drizzle instance through this package.
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  min,
  ne,
  or,
  type SQL,
  sql,
  type AnyColumn,
} from "drizzle-orm";
