// A profile as JSON-LD's Person: used by the pages' heads, which are part of the first load, so kept
// apart from the loaders (they bring the tRPC client).
import { type Lang, teamPath } from "@lumiere/i18n";
import type { PersonJsonLdInput } from "../../lib/json-ld";
import { sharedImage } from "../../lib/seo";
import type { TeamProfile } from "./team-types";

/** A profile as `personJsonLd` describes it, with absolute addresses. */
export function personOf(p: TeamProfile, lang: Lang, origin: string, siteName: string): PersonJsonLdInput {
  return {
    name: p.name,
    url: origin + teamPath(lang, p.slug),
    jobTitle: p.role,
    description: bioParagraphs(p.bio)[0] ?? "",
    image: sharedImage(p.photo, origin),
    sameAs: p.links.map((l) => l.url),
    origin,
    siteName,
  };
}

/** A bio's paragraphs: plain text, a blank line between two (React escapes the text). */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
