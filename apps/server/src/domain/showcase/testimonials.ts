// Testimonials: a client's words, shown on the site only once published, and published only with
// the date the person agreed to be quoted (checked by the input schema and again here).
import { and, asc, count, type Db, desc, eq, type SQL, testimonials, type Testimonial } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import { messages, type ShowcasePageInput, type TestimonialInput } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { pageOf, searchAny } from "../paging";
import { notFound, Refusal } from "../refusal";
import { checkLibraryPictures } from "./pictures";

/** A testimonial as the site shows it, in one language. */
export interface TestimonialView {
  id: number;
  quote: string;
  name: string;
  role: string;
  company: string;
  photo: { url: string; alt: string } | null;
}

export function testimonialView(row: Testimonial, lang: Lang): TestimonialView {
  return {
    id: row.id,
    quote: langColumn(row, "quote", lang),
    name: row.name,
    role: row.role,
    company: row.company,
    photo: row.photo ? { url: row.photo.url, alt: langColumn(row.photo, "alt", lang) } : null,
  };
}

const subject = (id: number, name: string) => ({ subjectKind: "testimonial", subjectId: String(id), data: { title: name } });

const ORDER: Record<ShowcasePageInput["sort"], SQL[]> = {
  position: [asc(testimonials.position), asc(testimonials.id)],
  updated: [desc(testimonials.updatedAt), desc(testimonials.id)],
};

const adminItem = (r: Testimonial) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** The admin's list: a page of testimonials (searched by name, company and quote) and the total. */
export function pageTestimonials(db: Db, input: ShowcasePageInput) {
  const t = testimonials;
  const filter = searchAny(input.q, [t.name, t.company, t.quote_en, t.quote_fr]);
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select()
        .from(t)
        .where(filter)
        .orderBy(...ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(t).where(filter))[0]?.n ?? 0,
    adminItem,
  );
}

/** No testimonial goes live without the person's consent. */
function checkConsent(input: TestimonialInput): void {
  if (input.published && !input.consentDate) throw new Refusal("invalid", messages.consentDateRequired, "consentDate");
}

export async function createTestimonial(deps: ContentDeps, input: TestimonialInput, actor: string) {
  checkConsent(input);
  const row = await deps.db.transaction(async (tx) => {
    await checkLibraryPictures(tx, [{ field: "photo.url", url: input.photo?.url ?? "" }]);
    const [last] = await tx.select({ position: testimonials.position }).from(testimonials).orderBy(desc(testimonials.position)).limit(1);
    const [created] = await tx
      .insert(testimonials)
      .values({ ...input, position: (last?.position ?? -1) + 1, updatedBy: actor })
      .returning();
    if (!created) throw new Error("testimonial not created");
    await recordActivity(tx, { action: "content.create", actor, ...subject(created.id, input.name) });
    return created;
  });
  if (row.published) deps.cache.invalidate();
  return adminItem(row);
}

export async function updateTestimonial(deps: ContentDeps, id: number, input: TestimonialInput, actor: string) {
  checkConsent(input);
  const { before, row } = await deps.db.transaction(async (tx) => {
    await checkLibraryPictures(tx, [{ field: "photo.url", url: input.photo?.url ?? "" }]);
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!before) throw notFound("Testimonial");
    const [row] = await tx
      .update(testimonials)
      .set({ ...input, updatedBy: actor, updatedAt: new Date() })
      .where(eq(testimonials.id, id))
      .returning();
    if (!row) throw notFound("Testimonial");
    await recordActivity(tx, { action: "content.save", actor, ...subject(id, input.name) });
    return { before, row };
  });
  // A case study may quote it: any change of a published one (or its withdrawal) shows on the site.
  if (before.published || row.published) deps.cache.invalidate();
  return adminItem(row);
}

export async function deleteTestimonial(deps: ContentDeps, id: number, actor: string) {
  const row = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!row) throw notFound("Testimonial");
    await recordActivity(tx, { action: "content.delete", actor, ...subject(id, row.name) });
    return row;
  });
  if (row.published) deps.cache.invalidate();
  return { success: true as const };
}

/** A published testimonial in one language (a case study's quote); null when it is not published. */
export async function publishedTestimonial(db: Db, id: number, lang: Lang): Promise<TestimonialView | null> {
  const [row] = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.id, id), eq(testimonials.published, true)));
  return row ? testimonialView(row, lang) : null;
}

/** The published testimonials, in their order (the home page), at most `limit`. */
export async function publishedTestimonials(db: Db, lang: Lang, limit: number): Promise<TestimonialView[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(asc(testimonials.position), asc(testimonials.id))
    .limit(limit);
  return rows.map((r) => testimonialView(r, lang));
}
