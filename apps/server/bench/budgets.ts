// The performance budgets (bench/budgets.json at the repository root): which figures the bench
// prints, the file's shape, and the table of every figure against its budget.
//
// "bytes" figures are deterministic for a given build: over budget fails `pnpm bench:ci`.
// "measured" figures (RSS, start-up, ratios) move with the machine: printed, and they fail CI
// only past `ci_fail_above`, a gross-regression line well beyond the budget.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { LANGS, PUBLIC_PAGES } from "../../web/scripts/first-load.mjs";

export const budgetsFile = fileURLToPath(new URL("../../../bench/budgets.json", import.meta.url));

/** The measured figures: RSS after the load on each database, start-up, SSR req/s against the bare server. */
export const MEASURED_FIGURES = [
  "rss_after_load_pglite_mib",
  "rss_after_load_postgres_mib",
  "start_empty_ms",
  "start_existing_ms",
  "ssr_en_vs_bare_pct",
  "ssr_fr_insights_vs_bare_pct",
] as const;
export type MeasuredFigure = (typeof MEASURED_FIGURES)[number];

/** A page's bytes figure: its HTML or first-load JavaScript, brotli, e.g. "html_fr_article_bytes". */
export const bytesFigure = (what: "html" | "js", lang: string, page: string) => `${what}_${lang}_${page}_bytes`;

/** Every figure `pnpm bench` prints, in the order of its table. */
export function benchFigureNames(): string[] {
  const bytes = LANGS.flatMap((lang) =>
    PUBLIC_PAGES.flatMap((page) => [bytesFigure("html", lang, page.name), bytesFigure("js", lang, page.name)]),
  );
  return [...MEASURED_FIGURES, ...bytes];
}

const budgetSchema = z
  .strictObject({
    budget: z.number().positive(),
    unit: z.enum(["bytes", "MiB", "ms", "%"]),
    kind: z.enum(["bytes", "measured"]),
    at_least: z.literal(true).optional(),
    ci_fail_above: z.number().positive().optional(),
  })
  .refine((b) => b.kind === "measured" || b.ci_fail_above === undefined, "ci_fail_above is for measured figures (bytes fail at the budget)")
  .refine((b) => b.ci_fail_above === undefined || (!b.at_least && b.ci_fail_above > b.budget), "ci_fail_above lies above a ceiling budget");
export type Budget = z.infer<typeof budgetSchema>;

const budgetsSchema = z.object({ $comment: z.string().min(1) }).catchall(budgetSchema);

/** bench/budgets.json, checked: each figure's budget, by name. */
export function readBudgets(file = budgetsFile): Map<string, Budget> {
  const { $comment: _comment, ...figures } = budgetsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return new Map(Object.entries(figures) as Array<[string, Budget]>);
}

/** Within budget: at most the budget, or at least it for an `at_least` figure. */
const withinBudget = (value: number, b: Budget) => (b.at_least ? value >= b.budget : value <= b.budget);

/** What fails `pnpm bench:ci`: a bytes figure over its budget, a measured one past `ci_fail_above`. Never a floor (timings, ratios). */
export function failsCi(value: number, b: Budget): boolean {
  if (b.kind === "bytes") return !withinBudget(value, b);
  return b.ci_fail_above !== undefined && value > b.ci_fail_above;
}

/** Prints every figure against its budget; returns the names of those that fail CI. */
export function printBudgetTable(values: ReadonlyMap<string, number>, budgets = readBudgets()): string[] {
  const failures: string[] = [];
  console.log(`\nBudgets (${budgetsFile.replace(/.*\/(bench\/)/, "$1")}; OVER/UNDER = outside the budget, FAIL = fails bench:ci)`);
  console.log("figure".padEnd(34), "value".padStart(12), "budget".padStart(14), "");
  for (const name of benchFigureNames()) {
    const budget = budgets.get(name);
    const value = values.get(name);
    if (!budget) throw new Error(`${name} has no budget in bench/budgets.json`);
    const limit = `${budget.at_least ? "≥" : "≤"} ${budget.budget} ${budget.unit}`;
    if (value === undefined) {
      console.log(name.padEnd(34), "not measured".padStart(12), limit.padStart(14));
      continue;
    }
    const fails = failsCi(value, budget);
    if (fails) failures.push(name);
    const verdict = withinBudget(value, budget) ? "ok" : budget.at_least ? "UNDER" : "OVER";
    console.log(name.padEnd(34), String(Math.round(value)).padStart(12), limit.padStart(14), fails ? `${verdict} FAIL` : verdict);
  }
  return failures;
}
