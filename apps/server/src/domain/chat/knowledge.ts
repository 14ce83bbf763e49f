// Company knowledge: the admin's facts and FAQ answers. The understanding model learns each enabled
// entry's questions and topic (understanding/model.ts); this loads them and words their answers.
import { asc, type Db, eq, knowledgeEntries, type KnowledgeEntry } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { type CompanyFacts, fillCompanyFactsInText } from "@lumiere/validation";

export async function loadKnowledge(db: Db): Promise<KnowledgeEntry[]> {
  return db
    .select()
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.enabled, true))
    .orderBy(asc(knowledgeEntries.position), asc(knowledgeEntries.id));
}

const ANSWER_COLUMN: Record<Lang, "answer_en" | "answer_fr"> = { en: "answer_en", fr: "answer_fr" };

/** The entry's answer in `lang`, the company's facts it names filled from Site Configuration. */
export function knowledgeAnswer(entry: KnowledgeEntry, lang: Lang, facts: CompanyFacts): string {
  return fillCompanyFactsInText(entry[ANSWER_COLUMN[lang]], facts, lang);
}
