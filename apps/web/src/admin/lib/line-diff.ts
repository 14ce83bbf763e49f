import { diffArrays } from "diff";

export interface DiffLine {
  kind: "same" | "removed" | "added";
  text: string;
}

/** Texts that differ in more lines than this are shown whole, as removed then added. */
const MAX_CHANGED_LINES = 2000;

/** A line-by-line diff of two texts (jsdiff's Myers diff over their lines). */
export function lineDiff(before: string, after: string): DiffLine[] {
  // An empty side has no lines (a new field is all added, a cleared one all removed).
  const a = before === "" ? [] : before.split("\n");
  const b = after === "" ? [] : after.split("\n");
  const changes = diffArrays(a, b, { maxEditLength: MAX_CHANGED_LINES }) ?? [
    { value: a, removed: true, added: false, count: a.length },
    { value: b, removed: false, added: true, count: b.length },
  ];
  return changes.flatMap((c) => {
    const kind = c.added ? "added" : c.removed ? "removed" : "same";
    return c.value.map((text) => ({ kind, text }));
  });
}
