// Full-text search that ignores accents: the stored vectors (generated columns) and every query
// against them fold accented Latin letters to plain ones first, so "societe" finds "société".
// translate() is immutable, so it can stand in a generated column, on PGlite and PostgreSQL alike,
// with no extension to install.
import type { Lang } from "@lumiere/i18n";
import { type SQL, sql } from "drizzle-orm";

/** Each language's PostgreSQL text-search configuration (the search_<lang> columns are built with it). */
export const TS_CONFIG: Record<Lang, string> = { en: "english", fr: "french" };

/** Accented letters and their plain forms, one for one (translate() maps character by character). */
const ACCENTED = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ";
const PLAIN = "AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy";

/** A generated column's expression `expr` (SQL text), folded: written out, never a parameter. */
export function foldAccentsSql(expr: string): SQL {
  return sql.raw(`translate(${expr}, '${ACCENTED}', '${PLAIN}')`);
}

/** A query's text (a value or a column), folded as the stored vectors are. */
export function foldAccents(value: SQL | string): SQL {
  return sql`translate(${value}, ${ACCENTED}, ${PLAIN})`;
}
