// The tables a backup holds (apps/server/src/backup): every table of the drizzle schema, parents
// before the tables that reference them, so rows restored in archive order satisfy their foreign
// keys. Here because it reads drizzle's table metadata, which only this package touches.
import * as schema from "./schema/index";
import { is } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";

const schemaTables = () => (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

export function backupTables(): string[] {
  const tables = schemaTables();
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

export interface TableColumns {
  /** Every column, by its name in the database (a row of row_to_json has exactly these keys). */
  all: Set<string>;
  /** The columns that cannot be null. */
  required: string[];
}

let columnsByTable: Map<string, TableColumns> | undefined;
/** Column names as the database has them: the client and drizzle-kit name columns in snake_case. */
const casing = new CasingCache("snake_case");

/** The columns of a table of the schema, or null for a table this version does not have. */
export function tableColumns(name: string): TableColumns | null {
  columnsByTable ??= new Map(
    schemaTables().map((table) => {
      const { name, columns } = getTableConfig(table);
      const named = (list: typeof columns) => list.map((c) => casing.getColumnCasing(c));
      return [name, { all: new Set(named(columns)), required: named(columns.filter((c) => c.notNull)) }];
    }),
  );
  return columnsByTable.get(name) ?? null;
}
