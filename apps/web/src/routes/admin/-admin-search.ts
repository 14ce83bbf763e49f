import { z } from "zod";

// The admin's state in its address: /fr/admin?section=articles&page=2&q=ai&tab=redirects, so a
// reload, a language switch, back/forward and a shared link open the same screen. A value that does
// not parse falls back to its default (never an error page). The section and tab ids are checked
// against the admin's own lists where they are used; this file ships with the public entry chunk.

// A hand-typed ?q=2026 arrives as a number: it is still the text searched for.
const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined);

export const adminSearchSchema = z.object({
  section: text(40),
  tab: text(40),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  q: text(200),
  status: text(40),
});

export type AdminSearch = z.infer<typeof adminSearchSchema>;

/** Parses an admin address's search params; anything malformed is dropped, never refused. */
export function validateAdminSearch(raw: Record<string, unknown>): AdminSearch {
  const parsed = adminSearchSchema.safeParse(raw);
  const search = parsed.success ? parsed.data : {};
  // Empty values are the defaults: keep them out of the address.
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== "")) as AdminSearch;
}
