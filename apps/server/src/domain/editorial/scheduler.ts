// Scheduled languages go live when their time comes. Every server process runs this; each due item
// is claimed with FOR UPDATE SKIP LOCKED in the transaction that publishes it and leaves the
// "scheduled" state there, so exactly one process publishes it, whatever restarts or races happen.
import { type ContentKind, contentDrafts, type DraftState, lockContentWrites, or, type SQL, sql } from "@lumiere/db";
import { LANGS, type Lang, langColumn } from "@lumiere/i18n";
import { recordActivity, subjectOf } from "../activity";
import { Refusal } from "../refusal";
import { labelOf } from "./copies";
import { lockByKey, writeDraft } from "./entity";
import { publishLanguage } from "./publish";
import { type EditDeps, storeBodiesOf } from "./save";
import type { ContentDeps } from "../deps";

/** Items published per pass at most (the next pass takes the rest). */
const MAX_PER_PASS = 100;

const dueIn = (lang: Lang): SQL<boolean> =>
  sql<boolean>`(${langColumn(contentDrafts, "state", lang)} = 'scheduled' and ${langColumn(contentDrafts, "publishAt", lang)} <= now())`;

/** Whether each language is due, selected as one column per language (named by the language). */
const dueFlags = (): Record<Lang, SQL<boolean>> =>
  Object.fromEntries(LANGS.map((lang) => [lang, dueIn(lang)])) as Record<Lang, SQL<boolean>>;

interface Claimed {
  kind: ContentKind;
  entityId: number;
  due: Lang[];
}

export interface PublishResult {
  published: number;
  failed: number;
}

/** Publishes what is due; returns how many items went live (and how many could not). */
export async function publishDue(deps: EditDeps): Promise<PublishResult> {
  const result: PublishResult = { published: 0, failed: 0 };
  for (let i = 0; i < MAX_PER_PASS; i++) {
    // Set inside the transaction: which item this pass took, for the failure path.
    const claim: { current: Claimed | null } = { current: null };
    try {
      const done = await deps.db.transaction(async (tx) => {
        // Its turn first: an editor saving the item it claims holds the turn and waits for its row.
        await lockContentWrites(tx);
        const [row] = await tx
          .select({
            kind: contentDrafts.kind,
            entityId: contentDrafts.entityId,
            ...dueFlags(),
          })
          .from(contentDrafts)
          .where(or(...LANGS.map(dueIn)))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return null;
        const claimed = { kind: row.kind, entityId: row.entityId, due: LANGS.filter((l) => row[l]) };
        claim.current = claimed;
        const entity = await lockByKey(tx, row.kind, row.entityId);
        if (!entity) return null;
        for (const lang of claimed.due) await publishLanguage(tx, entity, lang, "system");
        await recordActivity(tx, {
          action: "content.publish",
          actor: "system",
          ...subjectOf(entity.ref),
          data: { title: labelOf(entity.copy), langs: claimed.due, scheduled: true, scheduledBy: entity.draft.updatedBy },
        });
        await writeDraft(tx, entity, null);
        return entity;
      });
      if (!done) break;
      // Its bodies were stored when it was saved; a text written before that gets them now.
      await storeBodiesOf(deps, done);
      result.published++;
    } catch (error) {
      // A language that cannot go live (its address was taken meanwhile) goes back to its editors
      // instead of being retried forever; anything else (database down) ends the pass.
      if (!(error instanceof Refusal) || !claim.current) throw error;
      await unschedule(deps, claim.current, error);
      result.failed++;
    }
  }
  if (result.published > 0) deps.cache.invalidate();
  return result;
}

async function unschedule(deps: ContentDeps, claimed: Claimed, refusal: Refusal): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entity = await lockByKey(tx, claimed.kind, claimed.entityId);
    if (!entity) return;
    for (const lang of claimed.due) {
      entity.draft[`state_${lang}`] = "draft" satisfies DraftState;
      entity.draft[`publishAt_${lang}`] = null;
    }
    await writeDraft(tx, entity, null);
    await recordActivity(tx, {
      action: "content.unschedule",
      actor: "system",
      ...subjectOf(entity.ref),
      data: { title: labelOf(entity.copy), langs: claimed.due, reason: refusal.descriptor.id },
    });
  });
}
