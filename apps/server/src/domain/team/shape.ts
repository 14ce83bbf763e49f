// How a profile's row becomes what the admin edits and what the site shows: links from one field
// per kind to the stored list, and the photo from its Media Library row (address and alt text).
import type { Media, ProfileLink, TeamProfile } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import { PROFILE_LINK_KINDS, type ProfileInput } from "@lumiere/validation";

/** The stored links: the filled fields, in the site's order. */
export function linksOf(input: Pick<ProfileInput, ProfileLink["kind"]>): ProfileLink[] {
  return PROFILE_LINK_KINDS.filter((kind) => input[kind] !== "").map((kind) => ({ kind, url: input[kind] }));
}

/** The form's link fields from the stored list. */
export function linkFields(links: ProfileLink[]): Record<ProfileLink["kind"], string> {
  const fields = { linkedin: "", x: "", github: "", website: "" };
  for (const link of links) if (PROFILE_LINK_KINDS.includes(link.kind)) fields[link.kind] = link.url;
  return fields;
}

/** A profile's photo as a page shows it; null without one. */
export interface ProfilePhoto {
  url: string;
  alt: string;
}

export function photoOf(photo: Pick<Media, "storedName" | "alt_en" | "alt_fr"> | null, lang: Lang): ProfilePhoto | null {
  return photo ? { url: `/media/${photo.storedName}`, alt: langColumn(photo, "alt", lang) } : null;
}

/** A profile in one language, as the Team page and the author page show it. */
export interface PublicProfile {
  id: number;
  name: string;
  slug: string;
  role: string;
  bio: string;
  photo: ProfilePhoto | null;
  links: ProfileLink[];
}

export function publicProfileOf(
  row: Pick<TeamProfile, "id" | "name" | "slug" | "role_en" | "role_fr" | "bio_en" | "bio_fr" | "links">,
  photo: Pick<Media, "storedName" | "alt_en" | "alt_fr"> | null,
  lang: Lang,
): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    role: langColumn(row, "role", lang),
    bio: langColumn(row, "bio", lang),
    photo: photoOf(photo, lang),
    links: row.links.filter((l) => PROFILE_LINK_KINDS.includes(l.kind)),
  };
}
