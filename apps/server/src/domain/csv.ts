// CSV files the admin downloads. The one place a value becomes a CSV cell, so every export is
// defused the same way.
//
// A spreadsheet runs a cell that starts with = + - or @ (even behind spaces or control characters)
// as a formula. It may also split the file on another separator than ours: a French-locale one
// splits on ";", and there our quotes do not protect anything, so a cell can begin after any
// , ; tab or line break inside a value ("x;=1+1" reads as "x" and "=1+1"). No library found does
// both, so: a ' goes before every place a cell could begin with a formula (the value's start and
// after each separator in it), and a value holding a separator, a quote or a ' we added is quoted.
// The ' shows in the sheet; nothing else of the value changes.

/** A place a cell can begin (the start, or after a separator) followed by a formula's first character. */
const FORMULA_START = /(?:^|(?<=[,;\t\r\n]))(?=[\s\p{Cc}"]*[=+\-@])/gu;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  const text = value == null ? "" : String(value);
  const defused = text.replace(FORMULA_START, "'");
  return defused !== text || NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/**
 * A CSV file: a header row of `fields`, then one row per record (RFC 4180, CRLF line ends). It
 * starts with a byte-order mark so spreadsheets read accents as UTF-8.
 */
export function toCsv<F extends string>(fields: readonly F[], rows: ReadonlyArray<Record<F, CsvValue>>): string {
  const lines = [fields.map(csvCell).join(",")];
  for (const row of rows) lines.push(fields.map((f) => csvCell(row[f])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
