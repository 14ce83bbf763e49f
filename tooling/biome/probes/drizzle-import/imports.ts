import { sql } from "drizzle-orm"; // caught
import type { SQL } from "drizzle-orm"; // caught
import { getTableConfig } from "drizzle-orm/pg-core"; // caught
export { eq } from "drizzle-orm"; // caught
export const core = () => import("drizzle-orm/pg-core"); // caught
import { and } from "@lumiere/db";
import { other } from "drizzle-orm-extra";
export { and, getTableConfig, other, type SQL, sql };
