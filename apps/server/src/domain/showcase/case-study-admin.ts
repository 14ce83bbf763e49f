// The admin's reads of case studies: a page of the list (titles and states) and one for editing.
import { asc, type CaseStudy, caseStudies, count, type Db, desc, eq, type SQL, sql } from "@lumiere/db";
import type { CaseStudyPageInput } from "@lumiere/validation";
import { pageOf, searchAny } from "../paging";

const ORDER: Record<CaseStudyPageInput["sort"], SQL[]> = {
  updated: [desc(caseStudies.updatedAt), desc(caseStudies.id)],
  title: [sql`lower(${caseStudies.copy}->>'title_en') asc`, asc(caseStudies.id)],
  "-title": [sql`lower(${caseStudies.copy}->>'title_en') desc`, desc(caseStudies.id)],
  newest: [desc(caseStudies.createdAt), desc(caseStudies.id)],
};

/** A case study as the admin edits it: the working copy, each language's state and who changed it. */
export function adminCaseStudy(row: CaseStudy) {
  const { published: _published, ...rest } = row;
  return {
    ...rest,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the case studies (searched in both titles and the client) and the total. */
export function pageCaseStudies(db: Db, input: CaseStudyPageInput) {
  const filter = searchAny(input.q, [
    sql`${caseStudies.copy}->>'title_en'`,
    sql`${caseStudies.copy}->>'title_fr'`,
    sql`${caseStudies.copy}->>'client'`,
  ]);
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select()
        .from(caseStudies)
        .where(filter)
        .orderBy(...ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(caseStudies).where(filter))[0]?.n ?? 0,
    adminCaseStudy,
  );
}

export async function getCaseStudyForEdit(db: Db, id: number) {
  const [row] = await db.select().from(caseStudies).where(eq(caseStudies.id, id));
  return row ? adminCaseStudy(row) : null;
}
