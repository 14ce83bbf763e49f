import { describe, expect, it } from "vitest";
import { lineDiff } from "./line-diff";

describe("lineDiff", () => {
  it("keeps common lines and marks what was removed and added", () => {
    expect(lineDiff("a\nb\nc", "a\nx\nc")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "x" },
      { kind: "same", text: "c" },
    ]);
  });
  it("shows only the changed line of a long text", () => {
    const lines = Array.from({ length: 600 }, (_, i) => `Paragraph ${i}`);
    const edited = lines.map((l, i) => (i === 300 ? "Paragraph 300, reworded" : l));
    const changed = lineDiff(lines.join("\n"), edited.join("\n")).filter((l) => l.kind !== "same");
    expect(changed).toEqual([
      { kind: "removed", text: "Paragraph 300" },
      { kind: "added", text: "Paragraph 300, reworded" },
    ]);
  });
  it("keeps blank lines as lines", () => {
    expect(lineDiff("a\n\nb", "a\n\nc")).toEqual([
      { kind: "same", text: "a" },
      { kind: "same", text: "" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "c" },
    ]);
  });
  it("handles an empty side", () => {
    expect(lineDiff("", "new")).toEqual([{ kind: "added", text: "new" }]);
    expect(lineDiff("old", "")).toEqual([{ kind: "removed", text: "old" }]);
  });
});
