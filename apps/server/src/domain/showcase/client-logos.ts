// Client logos: a name, a Media Library picture with its alt text and an optional https link,
// shown on the home page once published.
import { asc, type ClientLogo, clientLogos, count, type Db, desc, eq, type SQL } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import type { ClientLogoInput, ShowcasePageInput } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { pageOf, searchAny } from "../paging";
import { notFound } from "../refusal";
import { checkLibraryPictures } from "./pictures";

/** A logo as the site shows it, in one language. */
export interface ClientLogoView {
  id: number;
  name: string;
  url: string;
  alt: string;
  link: string;
}

const subject = (id: number, name: string) => ({ subjectKind: "client_logo", subjectId: String(id), data: { title: name } });

const ORDER: Record<ShowcasePageInput["sort"], SQL[]> = {
  position: [asc(clientLogos.position), asc(clientLogos.id)],
  updated: [desc(clientLogos.updatedAt), desc(clientLogos.id)],
};

const adminItem = (r: ClientLogo) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** The admin's list: a page of logos (searched by name) and the total. */
export function pageClientLogos(db: Db, input: ShowcasePageInput) {
  const filter = searchAny(input.q, [clientLogos.name, clientLogos.link]);
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select()
        .from(clientLogos)
        .where(filter)
        .orderBy(...ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(clientLogos).where(filter))[0]?.n ?? 0,
    adminItem,
  );
}

export async function createClientLogo(deps: ContentDeps, input: ClientLogoInput, actor: string) {
  const row = await deps.db.transaction(async (tx) => {
    await checkLibraryPictures(tx, [{ field: "logo.url", url: input.logo.url }]);
    const [last] = await tx.select({ position: clientLogos.position }).from(clientLogos).orderBy(desc(clientLogos.position)).limit(1);
    const [created] = await tx
      .insert(clientLogos)
      .values({ ...input, position: (last?.position ?? -1) + 1, updatedBy: actor })
      .returning();
    if (!created) throw new Error("client logo not created");
    await recordActivity(tx, { action: "content.create", actor, ...subject(created.id, input.name) });
    return created;
  });
  if (row.published) deps.cache.invalidate();
  return adminItem(row);
}

export async function updateClientLogo(deps: ContentDeps, id: number, input: ClientLogoInput, actor: string) {
  const { before, row } = await deps.db.transaction(async (tx) => {
    await checkLibraryPictures(tx, [{ field: "logo.url", url: input.logo.url }]);
    const [before] = await tx.select().from(clientLogos).where(eq(clientLogos.id, id)).for("update");
    if (!before) throw notFound("Client logo");
    const [row] = await tx
      .update(clientLogos)
      .set({ ...input, updatedBy: actor, updatedAt: new Date() })
      .where(eq(clientLogos.id, id))
      .returning();
    if (!row) throw notFound("Client logo");
    await recordActivity(tx, { action: "content.save", actor, ...subject(id, input.name) });
    return { before, row };
  });
  if (before.published || row.published) deps.cache.invalidate();
  return adminItem(row);
}

export async function deleteClientLogo(deps: ContentDeps, id: number, actor: string) {
  const row = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(clientLogos).where(eq(clientLogos.id, id)).returning();
    if (!row) throw notFound("Client logo");
    await recordActivity(tx, { action: "content.delete", actor, ...subject(id, row.name) });
    return row;
  });
  if (row.published) deps.cache.invalidate();
  return { success: true as const };
}

/** The published logos, in their order (the home page), at most `limit`. */
export async function publishedClientLogos(db: Db, lang: Lang, limit: number): Promise<ClientLogoView[]> {
  const rows = await db
    .select()
    .from(clientLogos)
    .where(eq(clientLogos.published, true))
    .orderBy(asc(clientLogos.position), asc(clientLogos.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, url: r.logo.url, alt: langColumn(r.logo, "alt", lang), link: r.link }));
}
