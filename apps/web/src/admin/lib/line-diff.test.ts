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
  it("handles an empty side", () => {
    expect(lineDiff("", "new")).toEqual([{ kind: "added", text: "new" }]);
    expect(lineDiff("old", "")).toEqual([{ kind: "removed", text: "old" }]);
  });
});
