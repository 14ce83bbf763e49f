import { companyFacts } from "@lumiere/validation";

/**
 * What the first page needs and can be made without the database: main.ts runs it once the
 * database's first statement is on its way, while this thread would only wait for the database's
 * own thread to open it; otherwise the first visit waits for it after the database is ready.
 */
export function warmFirstPage(): void {
  // Intl's locale data, loaded by the first formatter of each kind: the company facts that every
  // page shows name the country and the opening days in each language (the formatters are kept).
  companyFacts({});
  // Node's fetch classes (Request, Response), loaded on first use.
  void globalThis.Request;
}
