import { downloadFile } from "./download";

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** One CSV cell: quoted when needed; a leading =, +, - or @ is defused so spreadsheets never run it. */
function cell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Saves the CSV as a file; the byte-order mark lets spreadsheet apps read accents as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  downloadFile(filename, new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
}

/** "contacts-2026-11-22.csv" */
export function csvFilename(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
