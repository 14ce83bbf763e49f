/**
 * A name the storage may hold: flat (no `/`), not hidden (no leading dot), no `..`. Stored names
 * are random ids with a size and an extension; anything else asked for is refused before any look-up.
 */
export function isStorableName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(name) && !name.includes("..");
}

/** The inclusive byte bounds of a range within an object of `totalSize` bytes; start > end when it lies past the end. */
export function clampRange(range: { start: number; end?: number } | undefined, totalSize: number): { start: number; end: number } {
  const start = range?.start ?? 0;
  const end = Math.min(range?.end ?? totalSize - 1, totalSize - 1);
  return { start, end };
}
