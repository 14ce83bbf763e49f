// Saving a page or article: the edit becomes the working copy (and a version), then the save's
// action (publish, schedule, review or keep as a draft) applies to the languages it names, under
// the site's workflow. One transaction; the public caches are cleared when what visitors see changed.
import { contentVersions, type FieldChange, sql, type Tx } from "@lumiere/db";
import { LANGS, type Lang, otherLang } from "@lumiere/i18n";
import type { ActivityAction, SaveAction, Transition, TransitionInput, Workflow } from "@lumiere/validation";
import { recordActivity, subjectOf } from "../activity";
import { richTexts, storeArticleBodies } from "../article-body/store";
import type { ContentDeps } from "../deps";
import type { SiteOriginDeps } from "../site-origin";
import { articleCopyOf, changedFields, type Copy, isMissing, labelOf, landingCopyOf, pageCopyOf } from "./copies";
import { type Entity, lockEntity, stateOf, writeDraft } from "./entity";
import { discardLanguage, publishLanguage, unpublishLanguage } from "./publish";
import { checkAction, checkNotOwnChange, checkOwnership, type Editor, saveActionFor } from "./authority";
import { decide } from "./rules";
import { getWorkflow } from "./workflow";

export interface ActionOptions {
  action?: SaveAction | undefined;
  langs?: Lang[] | undefined;
  publishAt?: Date | undefined;
}

export interface EditMeta {
  versionAction: "create" | "save" | "restore";
  restoredFrom?: number;
  /** The person saving: their role decides what they may do, and the records name them. */
  by: Editor;
}

/** The content as it was before its first recorded save, so that save can be undone too. */
async function ensureInitialVersion(tx: Tx, entity: Entity): Promise<void> {
  const [any] = await tx
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(sql`${contentVersions.kind} = ${entity.kind} and ${contentVersions.entityId} = ${entity.id}`)
    .limit(1);
  if (any) return;
  await tx.insert(contentVersions).values({
    kind: entity.kind,
    entityId: entity.id,
    data: { ...entity.copy },
    action: "initial",
    actor: entity.draft.updatedBy,
    createdAt: entity.live.updatedAt,
  });
}

/** Which languages the other language has overtaken (translation board). */
function trackTranslation(entity: Entity, before: Copy, changed: Lang[], now: Date): void {
  const d = entity.draft;
  for (const lang of changed) d[`editedAt_${lang}`] = now;
  if (changed.length === 2) {
    d.outdated_en = false;
    d.outdated_fr = false;
    return;
  }
  const [lang] = changed;
  if (!lang) return;
  // Bringing a language in line with the other (or writing it for the first time) is catching
  // up; otherwise the other language now lags behind this one.
  if (d[`outdated_${lang}`] || isMissing(entity.kind, before, lang)) d[`outdated_${lang}`] = false;
  else if (!isMissing(entity.kind, entity.copy, otherLang(lang))) d[`outdated_${otherLang(lang)}`] = true;
}

/** Makes `next` the working copy: a version, the changed languages back to draft, an activity entry. */
export async function applyEdit(tx: Tx, entity: Entity, next: Copy, meta: EditMeta): Promise<FieldChange[]> {
  const before = { ...entity.copy };
  const changes = changedFields(entity.kind, before, next);
  if (changes.length === 0) return changes;
  if (meta.versionAction !== "create") await ensureInitialVersion(tx, entity);
  const shared = changes.some((c) => c.lang === null);
  const changed = LANGS.filter((lang) => changes.some((c) => c.lang === lang));
  // A change must be reviewed (or scheduled) as it now is: the language is a draft again.
  for (const lang of LANGS) {
    if (shared || changed.includes(lang)) entity.draft[`state_${lang}`] = "draft";
    if (shared || changed.includes(lang)) entity.draft[`publishAt_${lang}`] = null;
    // Who changed it may not approve it.
    if (shared || changed.includes(lang)) entity.draft[`editedBy_${lang}`] = meta.by.username;
  }
  Object.assign(entity.copy, next);
  trackTranslation(entity, before, changed, new Date());
  await tx.insert(contentVersions).values({
    kind: entity.kind,
    entityId: entity.id,
    data: { ...entity.copy },
    changes,
    action: meta.versionAction,
    restoredFrom: meta.restoredFrom ?? null,
    actor: meta.by.username,
  });
  await recordActivity(tx, {
    action: `content.${meta.versionAction}` as ActivityAction,
    actor: meta.by.username,
    ...subjectOf(entity.ref),
    data: {
      title: labelOf(entity.copy),
      langs: changed,
      fields: [...new Set(changes.map((c) => c.field))],
      ...(meta.restoredFrom ? { restoredFrom: meta.restoredFrom } : {}),
    },
  });
  return changes;
}

/** A draft language whose copy is what is live again (an edit undone, a shared field published). */
function settle(entity: Entity): void {
  const live = liveCopyOf(entity);
  const pending = changedFields(entity.kind, live, entity.copy);
  for (const lang of LANGS) {
    if (isLive(entity, lang) && entity.draft[`state_${lang}`] === "draft" && !pending.some((c) => c.lang === lang || c.lang === null)) {
      entity.draft[`state_${lang}`] = "published";
    }
  }
}

/** What visitors see of the item, as a copy. */
export function liveCopyOf(entity: Entity): Copy {
  if (entity.kind === "article") return articleCopyOf(entity.live);
  return entity.kind === "landing" ? landingCopyOf(entity.live) : pageCopyOf(entity.live);
}

/** Whether visitors see this language of the item (a page always has both). */
const isLive = (entity: Entity, lang: Lang) => entity.kind === "page" || entity.live[`live_${lang}`];

/** Languages a transition applies to when it names none: those it can act on. */
function applicableLangs(action: Transition, entity: Entity): Lang[] {
  if (action === "unpublish") return LANGS.filter((lang) => isLive(entity, lang));
  const fits: Record<Exclude<Transition, "unpublish">, (s: string) => boolean> = {
    publish: (s) => s !== "published",
    schedule: (s) => s !== "published",
    review: (s) => s === "draft",
    discard: (s) => s !== "published",
    approve: (s) => s === "in_review",
    reject: (s) => s === "in_review" || s === "approved",
    unschedule: (s) => s === "scheduled",
  };
  const langs = LANGS.filter((lang) => fits[action](stateOf(entity.draft, lang)));
  return langs.length > 0 ? langs : [...LANGS];
}

const stepActivity: Record<string, ActivityAction> = {
  in_review: "content.review",
  approved: "content.approve",
  draft: "content.reject",
};

/** Applies an action to some languages of a locked item; true when what visitors see changed. */
export async function applyAction(
  tx: Tx,
  entity: Entity,
  action: SaveAction | Transition,
  langs: readonly Lang[],
  options: { isSave: boolean; publishAt?: Date | undefined; workflow: Workflow; by: Editor },
): Promise<boolean> {
  const now = new Date();
  checkAction(options.by, action);
  // Every language is decided before anything is done: a refusal leaves the item as it was.
  const steps = langs.map((lang) => ({
    lang,
    step: decide(options.workflow, stateOf(entity.draft, lang), action, { ...options, now, live: isLive(entity, lang) }),
  }));
  if (action === "approve") checkNotOwnChange(entity, langs, options.by.username);
  const done = new Map<ActivityAction, { langs: Lang[]; at?: string }>();
  const note = (activity: ActivityAction, lang: Lang, at?: Date) => {
    const entry = done.get(activity) ?? { langs: [] };
    entry.langs.push(lang);
    if (at) entry.at = at.toISOString();
    done.set(activity, entry);
  };
  let siteChanged = false;
  for (const { lang, step } of steps) {
    if (action === "approve" && step.do !== "set") note("content.approve", lang);
    switch (step.do) {
      case "publish":
        await publishLanguage(tx, entity, lang, options.by.username);
        note("content.publish", lang);
        siteChanged = true;
        break;
      case "schedule":
        entity.draft[`state_${lang}`] = "scheduled";
        entity.draft[`publishAt_${lang}`] = step.at;
        note("content.schedule", lang, step.at);
        break;
      case "set":
        entity.draft[`state_${lang}`] = step.state;
        entity.draft[`publishAt_${lang}`] = null;
        if (step.state === "in_review") entity.draft[`submittedBy_${lang}`] = options.by.username;
        note(action === "unschedule" ? "content.unschedule" : (stepActivity[step.state] ?? "content.save"), lang);
        break;
      case "discard":
        discardLanguage(entity, lang);
        note("content.discard", lang);
        break;
      case "unpublish":
        await unpublishLanguage(tx, entity, lang);
        note("content.unpublish", lang);
        siteChanged = true;
        break;
      case "nothing":
        break;
    }
  }
  for (const [activity, entry] of done) {
    await recordActivity(tx, {
      action: activity,
      actor: options.by.username,
      ...subjectOf(entity.ref),
      data: { title: labelOf(entity.copy), ...entry },
    });
  }
  settle(entity);
  return siteChanged;
}

/** What saving needs: the content and its caches, and the site's origin (an article's links). */
export type EditDeps = ContentDeps & SiteOriginDeps;

/**
 * After the commit: an article's texts, published and in its working copy, get their stored bodies
 * (rendered and sanitised here, on the editor's path), so visitors' pages only read them. A body
 * that could not be stored now is rendered when first read instead.
 */
export async function storeBodiesOf(deps: EditDeps, entity: Entity): Promise<void> {
  if (entity.kind === "page") return;
  const texts =
    entity.kind === "article"
      ? LANGS.flatMap((lang) => [entity.copy[`content_${lang}`], entity.live[`content_${lang}`]])
      : LANGS.flatMap((lang) => [...richTexts(entity.copy[`blocks_${lang}`]), ...richTexts(entity.live[`blocks_${lang}`])]);
  await storeArticleBodies(deps, texts).catch(() => {});
}

/**
 * Saves an edit of one item, found (or created) by `locate` in the transaction, and applies the
 * save's action. Null when the item does not exist.
 */
export async function saveEdit(
  deps: EditDeps,
  locate: (tx: Tx) => Promise<Entity | null>,
  prepare: (tx: Tx, entity: Entity) => Promise<Copy>,
  options: ActionOptions & EditMeta,
): Promise<Entity | null> {
  const workflow = await getWorkflow(deps);
  const result = await deps.db.transaction(async (tx) => {
    const entity = await locate(tx);
    if (!entity) return null;
    checkOwnership(options.by, entity);
    await applyEdit(tx, entity, await prepare(tx, entity), options);
    const action = saveActionFor(options.by, workflow, options.action);
    const siteChanged = await applyAction(tx, entity, action, options.langs ?? LANGS, {
      isSave: true,
      publishAt: options.publishAt,
      workflow,
      by: options.by,
    });
    await writeDraft(tx, entity, options.by.username);
    return { entity, siteChanged };
  });
  if (result) await storeBodiesOf(deps, result.entity);
  if (result?.siteChanged) deps.cache.invalidate();
  return result?.entity ?? null;
}

/** A change of state without an edit (publish, schedule, review, approve, reject, unschedule, unpublish, discard). */
export async function transition(deps: EditDeps, input: TransitionInput, by: Editor): Promise<Entity | null> {
  const workflow = await getWorkflow(deps);
  const result = await deps.db.transaction(async (tx) => {
    const entity = await lockEntity(tx, input.ref);
    if (!entity) return null;
    checkOwnership(by, entity);
    const langs = input.langs ?? applicableLangs(input.action, entity);
    const siteChanged = await applyAction(tx, entity, input.action, langs, {
      isSave: false,
      publishAt: input.publishAt,
      workflow,
      by,
    });
    await writeDraft(tx, entity, by.username);
    return { entity, siteChanged };
  });
  if (result) await storeBodiesOf(deps, result.entity);
  if (result?.siteChanged) deps.cache.invalidate();
  return result?.entity ?? null;
}
