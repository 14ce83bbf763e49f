// The admin's side of team profiles: list, create, edit (publish or hide with the same save) and
// delete. Every change clears the content cache, so the Team page, the author pages and the
// articles that name the profile are rendered again.
import { asc, count, desc, eq, media, type SQL, slugify, sql, teamProfiles, type Tx } from "@lumiere/db";
import { messages, type ProfileInput, type ProfilePageInput } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { pageOf, searchAny } from "../paging";
import { notFound, Refusal } from "../refusal";
import { isUniqueViolation } from "../unique-violation";
import { linkFields, linksOf } from "./shape";

const p = teamProfiles;

/** The feed names the profile by its public name (shown on the site anyway). */
const subjectOf = (id: number, name?: string) => ({ subjectKind: "profile", subjectId: String(id), data: name ? { name } : {} });

const PROFILE_ORDER: Record<ProfilePageInput["sort"], SQL[]> = {
  position: [asc(p.position), sql`lower(${p.name}) asc`, asc(p.id)],
  name: [sql`lower(${p.name}) asc`, asc(p.id)],
  "-name": [sql`lower(${p.name}) desc`, desc(p.id)],
  updated: [desc(p.updatedAt), desc(p.id)],
};

/** One page of the profiles (searched in name, slug and roles) and the total. */
export async function pageProfiles(deps: ContentDeps, input: ProfilePageInput) {
  const filter = searchAny(input.q, [p.name, p.slug, p.role_en, p.role_fr]);
  return pageOf(
    input,
    (limit, offset) =>
      deps.db
        .select({ row: p, photo: media.storedName })
        .from(p)
        .leftJoin(media, eq(media.id, p.mediaId))
        .where(filter)
        .orderBy(...PROFILE_ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => (await deps.db.select({ n: count() }).from(p).where(filter))[0]?.n ?? 0,
    ({ row, photo }) => {
      const { links, createdAt, updatedAt, ...rest } = row;
      return {
        ...rest,
        ...linkFields(links),
        photoUrl: photo ? `/media/${photo}` : null,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      };
    },
  );
}

/** Every profile by name (the article form's author choice), hidden ones marked. */
export async function profileOptions(deps: ContentDeps) {
  return deps.db.select({ id: p.id, name: p.name, published: p.published }).from(p).orderBy(sql`lower(${p.name}) asc`, asc(p.id));
}

/** The row's columns from the form: links stored as a list, the slug from the name when left empty. */
async function valuesOf(tx: Tx, input: ProfileInput, exceptId: number) {
  if (input.mediaId !== null) {
    const [photo] = await tx.select({ category: media.category }).from(media).where(eq(media.id, input.mediaId));
    if (photo?.category !== "image") throw new Refusal("invalid", messages.pictureRequired, "mediaId");
  }
  const { linkedin: _l, x: _x, github: _g, website: _w, ...fields } = input;
  return { ...fields, slug: input.slug || (await freeSlug(tx, slugify(input.name) || "profile", exceptId)), links: linksOf(input) };
}

/** `base`, or `base-2`, `base-3`… when another profile has it. */
async function freeSlug(tx: Tx, base: string, exceptId: number): Promise<string> {
  const rows = await tx
    .select({ slug: p.slug })
    .from(p)
    .where(sql`${p.id} <> ${exceptId} and (${p.slug} = ${base} or ${p.slug} like ${`${base}-%`})`);
  const used = new Set(rows.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Runs a write; a slug another profile holds is the slug field's error. */
async function writing<T>(deps: ContentDeps, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await deps.db.transaction(write);
    deps.cache.invalidate();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal("invalid", messages.profileSlugTaken, "slug");
    throw error;
  }
}

export async function createProfile(deps: ContentDeps, input: ProfileInput, actor: string) {
  const id = await writing(deps, async (tx) => {
    const [row] = await tx
      .insert(p)
      .values(await valuesOf(tx, input, 0))
      .returning({ id: p.id });
    const id = row?.id ?? 0;
    await recordActivity(tx, { action: "profile.create", actor, ...subjectOf(id, input.name) });
    return id;
  });
  return { success: true as const, id };
}

export async function updateProfile(deps: ContentDeps, id: number, input: ProfileInput, actor: string) {
  await writing(deps, async (tx) => {
    const rows = await tx
      .update(p)
      .set({ ...(await valuesOf(tx, input, id)), updatedAt: new Date() })
      .where(eq(p.id, id))
      .returning({ id: p.id });
    if (rows.length === 0) throw notFound("Profile");
    await recordActivity(tx, { action: "profile.update", actor, ...subjectOf(id, input.name) });
  });
  return { success: true as const };
}

/** Deletes a profile; its articles show no author from then on (the reference is set null). */
export async function deleteProfile(deps: ContentDeps, id: number, actor: string) {
  await writing(deps, async (tx) => {
    const rows = await tx.delete(p).where(eq(p.id, id)).returning({ name: p.name });
    if (rows.length === 0) throw notFound("Profile");
    await recordActivity(tx, { action: "profile.delete", actor, ...subjectOf(id, rows[0]?.name) });
  });
  return { success: true as const };
}
