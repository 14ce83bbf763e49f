import { customType } from "drizzle-orm/pg-core";

/** Postgres full-text vector; only ever written by generated columns. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});
