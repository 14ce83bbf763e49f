// bench/budgets.json: well-formed, and a budget for every figure `pnpm bench` prints (no server
// started: the figures' names come from the bench's own list).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { benchFigureNames, failsCi, readBudgets } from "../../bench/budgets";

const budgets = readBudgets();
const scratch = mkdtempSync(path.join(tmpdir(), "lumiere-budgets-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** readBudgets on a file holding `content`. */
const read = (content: object) => {
  const file = path.join(scratch, "budgets.json");
  writeFileSync(file, JSON.stringify(content));
  return readBudgets(file);
};

describe("bench/budgets.json", () => {
  it("holds exactly the figures the bench prints", () => {
    expect([...budgets.keys()].sort()).toEqual(benchFigureNames().sort());
  });

  it("marks bytes as bytes, RSS with a CI line above its budget, ratios as floors", () => {
    for (const [name, budget] of budgets) {
      expect(budget.kind === "bytes", name).toBe(name.endsWith("_bytes"));
      if (name.startsWith("rss_")) expect(budget.ci_fail_above, name).toBeGreaterThan(budget.budget);
      expect(Boolean(budget.at_least), name).toBe(name.endsWith("_vs_bare_pct"));
    }
  });

  it("refuses a figure without a unit, an unknown field, or a CI line on a bytes figure", () => {
    const comment = "budgets";
    expect(() => read({ $comment: comment, a_bytes: { budget: 1, kind: "bytes" } })).toThrow();
    expect(() => read({ $comment: comment, a_bytes: { budget: 1, unit: "bytes", kind: "bytes", max: 2 } })).toThrow();
    expect(() => read({ $comment: comment, a_bytes: { budget: 1, unit: "bytes", kind: "bytes", ci_fail_above: 2 } })).toThrow();
    expect(() => read({ a_bytes: { budget: 1, unit: "bytes", kind: "bytes" } })).toThrow();
  });
});

describe("what fails bench:ci", () => {
  it("bytes over budget, RSS past its CI line; never a timing or a ratio", () => {
    expect(failsCi(101, { budget: 100, unit: "bytes", kind: "bytes" })).toBe(true);
    expect(failsCi(100, { budget: 100, unit: "bytes", kind: "bytes" })).toBe(false);
    expect(failsCi(250, { budget: 160, unit: "MiB", kind: "measured", ci_fail_above: 320 })).toBe(false);
    expect(failsCi(321, { budget: 160, unit: "MiB", kind: "measured", ci_fail_above: 320 })).toBe(true);
    expect(failsCi(5000, { budget: 800, unit: "ms", kind: "measured" })).toBe(false);
    expect(failsCi(10, { budget: 120, unit: "%", kind: "measured", at_least: true })).toBe(false);
  });
});
