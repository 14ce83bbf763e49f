// Admin side of Aya's company knowledge: list, create, edit and delete entries. Aya reads the table
// on every message, so an edit changes the next answer.
import { asc, count, type Db, desc, eq, knowledgeEntries, max, type SQL, sql } from "@lumiere/db";
import type { KnowledgeEntryInput, KnowledgePageInput } from "@lumiere/validation";
import { recordActivity } from "./activity";
import { readState, writeState } from "./app-state";
import { pageOf, searchAny } from "./paging";
import { notFound } from "./refusal";

/** The feed names the entry and its topic (company facts, never personal data). */
const entryOf = (id: number, topic?: string) => ({ subjectKind: "knowledge", subjectId: String(id), data: topic ? { topic } : {} });

const KNOWLEDGE_ORDER: Record<KnowledgePageInput["sort"], SQL[]> = {
  position: [asc(knowledgeEntries.position), asc(knowledgeEntries.id)],
  topic: [sql`lower(${knowledgeEntries.topic}) asc`, asc(knowledgeEntries.id)],
  "-topic": [sql`lower(${knowledgeEntries.topic}) desc`, desc(knowledgeEntries.id)],
  updated: [desc(knowledgeEntries.updatedAt), desc(knowledgeEntries.id)],
};

/** One page of the entries (searched in topic, questions and answers of both languages) and the total. */
export async function pageKnowledge(db: Db, input: KnowledgePageInput) {
  const k = knowledgeEntries;
  const filter = searchAny(input.q, [k.topic, k.questions_en, k.questions_fr, k.answer_en, k.answer_fr]);
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select({ row: k })
        .from(k)
        .where(filter)
        .orderBy(...KNOWLEDGE_ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(k).where(filter))[0]?.n ?? 0,
    ({ row: r }) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }),
  );
}

export async function createKnowledge(db: Db, input: KnowledgeEntryInput, actor: string) {
  const id = await db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(knowledgeEntries.position) }).from(knowledgeEntries);
    const [row] = await tx
      .insert(knowledgeEntries)
      .values({ ...input, position: (last?.position ?? -1) + 1 })
      .returning({ id: knowledgeEntries.id });
    const id = row?.id ?? 0;
    await recordActivity(tx, { action: "knowledge.create", actor, ...entryOf(id, input.topic) });
    return id;
  });
  return { success: true as const, id };
}

export async function updateKnowledge(db: Db, id: number, input: KnowledgeEntryInput, actor: string) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(knowledgeEntries)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(knowledgeEntries.id, id))
      .returning({ id: knowledgeEntries.id });
    if (rows.length === 0) throw notFound("Knowledge entry");
    await recordActivity(tx, { action: "knowledge.update", actor, ...entryOf(id, input.topic) });
  });
  return { success: true as const };
}

export async function deleteKnowledge(db: Db, id: number, actor: string) {
  await db.transaction(async (tx) => {
    const rows = await tx.delete(knowledgeEntries).where(eq(knowledgeEntries.id, id)).returning({ id: knowledgeEntries.id });
    if (rows.length === 0) throw notFound("Knowledge entry");
    await recordActivity(tx, { action: "knowledge.delete", actor, ...entryOf(id) });
  });
  return { success: true as const };
}

const HOURS_MARKER = "knowledge-company-hours";
/** The seed's answers as first written, with the opening hours copied in, word for word. */
const SEEDED_HOURS = ["Monday to Friday, 9 am to 6 pm", "du lundi au vendredi, de 9h à 18h", "du lundi au vendredi de 9h à 18h"];

/**
 * Once per database: the seed's answers that copied the opening hours name them by `{hours}`, so
 * Aya says the hours Site Configuration holds. Answers an admin reworded stay as they are.
 */
export async function placeKnowledgeHours(db: Db): Promise<void> {
  if ((await readState(db, HOURS_MARKER))?.version === 1) return;
  const placed = (column: SQL) => SEEDED_HOURS.reduce<SQL>((text, copy) => sql`replace(${text}, ${copy}, '{hours}')`, column);
  await db.update(knowledgeEntries).set({
    answer_en: placed(sql`${knowledgeEntries.answer_en}`),
    answer_fr: placed(sql`${knowledgeEntries.answer_fr}`),
  });
  await writeState(db, HOURS_MARKER, { version: 1 });
}
