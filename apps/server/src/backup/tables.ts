// The tables a backup holds: every table of the drizzle schema, parents before the tables that
// reference them, so rows restored in archive order satisfy their foreign keys.
import * as schema from "@lumiere/db/schema";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";

export function backupTables(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    const table = byName.get(name);
    for (const fk of table ? getTableConfig(table).foreignKeys : []) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== name) visit(parent);
    }
    ordered.push(name);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}
