import { rowsOf as imported } from "@lumiere/db";

export function rowsOf<T>(result: { rows: T[] }): T[] { // caught
  return result.rows;
}
const alsoRowsOf = { rowsOf: imported };
export const rowsOf2 = alsoRowsOf;
export type Tx = Parameters<typeof imported>[0]; // caught
