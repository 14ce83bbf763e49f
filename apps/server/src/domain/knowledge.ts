// Admin side of Aya's company knowledge: list, create, edit and delete entries. Aya reads the table
// on every message, so an edit changes the next answer.
import { asc, type Db, eq, knowledgeEntries, max } from "@lumiere/db";
import type { KnowledgeEntryInput } from "@lumiere/validation";
import { notFound } from "./refusal";

export async function listKnowledge(db: Db) {
  const rows = await db.select().from(knowledgeEntries).orderBy(asc(knowledgeEntries.position), asc(knowledgeEntries.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}

export async function createKnowledge(db: Db, input: KnowledgeEntryInput) {
  const [last] = await db.select({ position: max(knowledgeEntries.position) }).from(knowledgeEntries);
  const [row] = await db
    .insert(knowledgeEntries)
    .values({ ...input, position: (last?.position ?? -1) + 1 })
    .returning({ id: knowledgeEntries.id });
  return { success: true as const, id: row?.id ?? 0 };
}

export async function updateKnowledge(db: Db, id: number, input: KnowledgeEntryInput) {
  const rows = await db
    .update(knowledgeEntries)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(knowledgeEntries.id, id))
    .returning({ id: knowledgeEntries.id });
  if (rows.length === 0) throw notFound("Knowledge entry");
  return { success: true as const };
}

export async function deleteKnowledge(db: Db, id: number) {
  const rows = await db.delete(knowledgeEntries).where(eq(knowledgeEntries.id, id)).returning({ id: knowledgeEntries.id });
  if (rows.length === 0) throw notFound("Knowledge entry");
  return { success: true as const };
}
