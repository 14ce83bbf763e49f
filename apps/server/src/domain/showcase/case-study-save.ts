// Saving a case study and moving it through the site's editorial workflow. The rules are the
// articles' own (domain/editorial): `decide` says what an action does to a language in its state
// under the workflow, `authority` who may take it. Only the storage differs: a case study keeps
// its working copy, its published copy and each language's state in its own row.
import { type CaseStudy, type CaseStudyCopy, caseStudies, type DraftState, eq, type Tx, testimonials, and } from "@lumiere/db";
import { LANGS, type Lang, langColumn } from "@lumiere/i18n";
import {
  type CaseStudySaveInput,
  type CaseStudyTransitionInput,
  mayChangeArticle,
  messages,
  type SaveAction,
  serverMessages,
  type Transition,
} from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { checkAction, checkNotOwnChange, type Editor, saveActionFor } from "../editorial/authority";
import { decide } from "../editorial/rules";
import { getWorkflow } from "../editorial/workflow";
import { notFound, Refusal } from "../refusal";
import { isUniqueViolation } from "../unique-violation";
import { changedLangs, copyOfInput, publishedWith } from "./case-study-copy";
import { checkLibraryPictures } from "./pictures";

type Row = CaseStudy;
type Changes = Partial<typeof caseStudies.$inferInsert>;

const subject = (id: number) => ({ subjectKind: "case_study", subjectId: String(id) });
const titleOf = (copy: CaseStudyCopy) => copy.title_en || copy.title_fr;

/** Refuses a change of a case study that is not this person's to change (an author: only their own). */
function checkOwner(by: Editor, ownerId: number | null): void {
  if (!mayChangeArticle(by, ownerId)) throw new Refusal("forbidden", serverMessages.notOwnCaseStudy);
}

/** A quoted testimonial must exist and be published (its consent given). */
async function checkTestimonial(tx: Tx, id: number | null): Promise<void> {
  if (id === null) return;
  const [row] = await tx
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(and(eq(testimonials.id, id), eq(testimonials.published, true)));
  if (!row) throw new Refusal("invalid", messages.testimonialNotPublished, "testimonialId");
}

/** One language made public: its slug, its published copy, the columns the public lists read. */
function publishLanguage(row: Row, lang: Lang, now: Date): Changes {
  const published = publishedWith(row.published, row.copy, lang);
  row.published = published;
  return {
    published,
    [`slug_${lang}`]: langColumn(row.copy, "slug", lang),
    [`live_${lang}`]: true,
    [`state_${lang}`]: "published",
    industry: published.industry,
    services: published.services,
    publishedAt: row.publishedAt ?? now,
  };
}

/** What one action does to the languages it names, decided for all before any is applied. */
function stepsFor(
  row: Row,
  action: SaveAction | Transition,
  langs: readonly Lang[],
  workflow: Parameters<typeof decide>[0],
  isSave: boolean,
  by: Editor,
) {
  checkAction(by, action);
  const now = new Date();
  const steps = langs.map((lang) => ({
    lang,
    step: decide(workflow, langColumn(row, "state", lang), action, { isSave, now, live: langColumn(row, "live", lang) }),
  }));
  if (action === "approve") checkNotOwnChange({ draft: row }, langs, by.username);
  return { steps, now };
}

/** Applies the steps to the row; true when what visitors see changed. */
function applySteps(row: Row, plan: ReturnType<typeof stepsFor>, by: Editor, changes: Changes): boolean {
  let siteChanged = false;
  for (const { lang, step } of plan.steps) {
    if (step.do === "publish") {
      Object.assign(changes, publishLanguage(row, lang, plan.now));
      siteChanged = true;
    } else if (step.do === "set") {
      changes[`state_${lang}`] = step.state;
      if (step.state === "in_review") changes[`submittedBy_${lang}`] = by.username;
    } else if (step.do === "unpublish") {
      changes[`live_${lang}`] = false;
      changes[`state_${lang}`] = "draft";
      siteChanged = true;
    } else if (step.do === "schedule" || step.do === "discard") {
      // Not offered for case studies (the inputs refuse them): nothing else reaches here.
      throw new Refusal("invalid", messages.choiceInvalid, "action");
    }
  }
  return siteChanged;
}

/** Writes the changes, the slug's uniqueness refused as the field's error. */
async function writeRow(tx: Tx, id: number, changes: Changes, actor: string): Promise<Row> {
  try {
    const [row] = await tx
      .update(caseStudies)
      .set({ ...changes, updatedBy: actor, updatedAt: new Date() })
      .where(eq(caseStudies.id, id))
      .returning();
    if (!row) throw notFound("Case study");
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const lang = LANGS.find((l) => changes[`live_${l}`] === true) ?? LANGS[0];
    throw new Refusal("invalid", messages.caseStudySlugTaken, `slug_${lang}`);
  }
}

async function lockRow(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(caseStudies).where(eq(caseStudies.id, id)).for("update");
  if (!row) throw notFound("Case study");
  return row;
}

async function insertRow(tx: Tx, copy: CaseStudyCopy, by: Editor): Promise<Row> {
  const [row] = await tx.insert(caseStudies).values({ copy, ownerId: by.id, updatedBy: by.username, industry: copy.industry }).returning();
  if (!row) throw new Error("case study not created");
  return row;
}

/**
 * Creates or changes a case study and applies the save's action (without one: publish under
 * Draft-Publish, else review; one who may not publish keeps a draft). One transaction; the public
 * caches are cleared when what visitors see changed.
 */
export async function saveCaseStudy(deps: ContentDeps, input: CaseStudySaveInput, by: Editor): Promise<Row> {
  const workflow = await getWorkflow(deps);
  const next = copyOfInput(input);
  const result = await deps.db.transaction(async (tx) => {
    await checkTestimonial(tx, next.testimonialId);
    await checkLibraryPictures(tx, [
      ...next.pictures.map((p, i) => ({ field: `pictures.${i}.url`, url: p.url })),
      { field: "shareImage", url: next.shareImage },
    ]);
    const existing = input.id === undefined ? null : await lockRow(tx, input.id);
    if (existing) checkOwner(by, existing.ownerId);
    const row = existing ?? (await insertRow(tx, next, by));
    const changes: Changes = { copy: next };
    // A change must be reviewed as it now is: the language is a draft again, and its editor may not approve it.
    for (const lang of existing ? changedLangs(existing.copy, next) : LANGS) {
      changes[`state_${lang}`] = "draft";
      changes[`editedBy_${lang}`] = by.username;
    }
    Object.assign(row, changes);
    const action = saveActionFor(by, workflow, input.action);
    const plan = stepsFor(row, action, input.langs ?? LANGS, workflow, true, by);
    const siteChanged = applySteps(row, plan, by, changes);
    const saved = await writeRow(tx, row.id, changes, by.username);
    await recordActivity(tx, {
      action: existing ? "content.save" : "content.create",
      actor: by.username,
      ...subject(row.id),
      data: { title: titleOf(next), action },
    });
    return { saved, siteChanged };
  });
  if (result.siteChanged) deps.cache.invalidate();
  return result.saved;
}

/** The languages a transition acts on when it names none: those in a state it applies to. */
function applicableLangs(row: Row, action: CaseStudyTransitionInput["action"]): Lang[] {
  const fits: Record<CaseStudyTransitionInput["action"], (state: DraftState, live: boolean) => boolean> = {
    review: (s) => s === "draft",
    approve: (s) => s === "in_review",
    reject: (s) => s === "in_review" || s === "approved",
    publish: (s) => s !== "published",
    unpublish: (_s, live) => live,
  };
  const langs = LANGS.filter((lang) => fits[action](langColumn(row, "state", lang), langColumn(row, "live", lang)));
  return langs.length > 0 ? langs : [...LANGS];
}

/** Review, approve, send back, publish or unpublish without an edit. */
export async function transitionCaseStudy(deps: ContentDeps, input: CaseStudyTransitionInput, by: Editor): Promise<Row> {
  const workflow = await getWorkflow(deps);
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockRow(tx, input.id);
    checkOwner(by, row.ownerId);
    const plan = stepsFor(row, input.action, input.langs ?? applicableLangs(row, input.action), workflow, false, by);
    const changes: Changes = {};
    const siteChanged = applySteps(row, plan, by, changes);
    const saved = await writeRow(tx, row.id, changes, by.username);
    const activity = {
      review: "content.review",
      approve: "content.approve",
      reject: "content.reject",
      publish: "content.publish",
      unpublish: "content.unpublish",
    } as const;
    await recordActivity(tx, {
      action: activity[input.action],
      actor: by.username,
      ...subject(row.id),
      data: { title: titleOf(row.copy), langs: plan.steps.map((s) => s.lang) },
    });
    return { saved, siteChanged };
  });
  if (result.siteChanged) deps.cache.invalidate();
  return result.saved;
}

/** Deletes a case study (its public pages go with it). */
export async function deleteCaseStudy(deps: ContentDeps, id: number, actor: string): Promise<void> {
  const wasLive = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(caseStudies).where(eq(caseStudies.id, id)).returning();
    if (!row) throw notFound("Case study");
    await recordActivity(tx, { action: "content.delete", actor, ...subject(id), data: { title: titleOf(row.copy) } });
    return row.live_en || row.live_fr;
  });
  if (wasLive) deps.cache.invalidate();
}
