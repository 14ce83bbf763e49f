// Company knowledge: the admin's facts and FAQ answers. The understanding model learns each enabled
// entry's questions and topic (understanding/model.ts); this loads them and words their answers.
import { asc, type Db, eq, knowledgeEntries, type KnowledgeEntry } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { COMPANY_FACT_TOKENS, type CompanyFacts, fillCompanyFactsInText } from "@lumiere/validation";

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

/** The entry's answer gives one of the company's facts (its e-mail, phone, address or hours). */
export function givesCompanyFact(entry: KnowledgeEntry, lang: Lang): boolean {
  const answer = entry[ANSWER_COLUMN[lang]];
  return COMPANY_FACT_TOKENS.some((token) => answer.includes(token));
}

const AFFIRMATIVE = /^(?:yes|oui)\b[\s,.:;!]*/i;

/** An answer that opens with "yes" (a service the company offers, "Yes, by appointment"). */
export function opensWithYes(answer: string): boolean {
  return AFFIRMATIVE.test(answer);
}

/** The answer without its opening "yes", for a question that "yes" does not answer. */
export function withoutYes(answer: string): string {
  const rest = answer.replace(AFFIRMATIVE, "");
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}
