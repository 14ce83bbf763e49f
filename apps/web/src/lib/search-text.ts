/**
 * A text query parameter as pages read it: a hand-typed ?q=2026 arrives as a number and is still
 * the text searched for; control characters (which PostgreSQL cannot store) become spaces; too long
 * a text is cut; empty is absent. Plain code: it ships with the public entry chunk.
 */
export function searchText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const clean = String(value)
    .replace(/\p{Cc}|\p{Cs}/gu, " ")
    .trim()
    .slice(0, max)
    .trim();
  return clean === "" ? undefined : clean;
}

/** A page number: a whole number from 2 to 100,000, else absent (the first page). */
export function searchPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}
