// What the editor lists: every page and article with where each language stands (published,
// draft, in review, approved, scheduled) and its translation state (missing, outdated, up to date).
import type { Db } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { type ContentRef, categoryByText, type EditorialState, type TranslationState } from "@lumiere/validation";
import { recordActivity, subjectOf } from "../activity";
import type { ArticleRecord } from "../articles";
import type { ContentDeps } from "../deps";
import type { PageRecord } from "../pages";
import { articleRecordOf } from "./articles";
import { checkOwnership, type Editor } from "./authority";
import { isMissing, labelOf } from "./copies";
import { type Entity, lockEntity, readEntity, writeDraft } from "./entity";
import { type LandingRecord, landingRecordOf } from "./landing-record";
import { pageRecordOf } from "./pages";

export interface LangStatus {
  state: EditorialState;
  /** Visitors can read this language. */
  live: boolean;
  /** When a scheduled language goes live. */
  publishAt: string | null;
  /** When its text last changed. */
  editedAt: string | null;
  /** Who last changed its text, and who sent it for review (usernames): neither may approve it. */
  editedBy: string | null;
  submittedBy: string | null;
  translation: TranslationState;
}

export interface EditorialItem {
  ref: ContentRef;
  title_en: string;
  title_fr: string;
  /** An article's category key (null for a page, or a category outside the list). */
  category: string | null;
  status: Record<Lang, LangStatus>;
  updatedAt: string;
  updatedBy: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function translationOf(entity: Entity, lang: Lang): TranslationState {
  if (isMissing(entity.kind, entity.copy, lang)) return "missing";
  return entity.draft[`outdated_${lang}`] ? "outdated" : "up_to_date";
}

export function itemOf(entity: Entity): EditorialItem {
  const status = (lang: Lang): LangStatus => ({
    state: entity.draft[`state_${lang}`],
    live: entity.kind === "page" || entity.live[`live_${lang}`],
    publishAt: iso(entity.draft[`publishAt_${lang}`]),
    editedAt: iso(entity.draft[`editedAt_${lang}`]),
    editedBy: entity.draft[`editedBy_${lang}`] || null,
    submittedBy: entity.draft[`submittedBy_${lang}`] || null,
    translation: translationOf(entity, lang),
  });
  const hasDraftRow = entity.draft.updatedAt.getTime() > 0;
  return {
    ref: entity.ref,
    title_en: entity.copy.title_en,
    title_fr: entity.copy.title_fr,
    category: entity.kind === "article" ? (categoryByText(entity.copy.category_en)?.key ?? null) : null,
    status: { en: status("en"), fr: status("fr") },
    updatedAt: (hasDraftRow ? entity.draft.updatedAt : entity.live.updatedAt).toISOString(),
    updatedBy: entity.draft.updatedBy,
  };
}

/** One item for the editor: its state and its whole working copy (spec field names). */
export async function getEditorial(
  db: Db,
  ref: ContentRef,
): Promise<{ item: EditorialItem; copy: ArticleRecord | PageRecord | LandingRecord; authorProfileId: number | null } | null> {
  const entity = await readEntity(db, ref);
  if (!entity) return null;
  const copy =
    entity.kind === "article"
      ? articleRecordOf(entity.live, entity.copy)
      : entity.kind === "landing"
        ? landingRecordOf(entity.live, entity.copy)
        : pageRecordOf(entity.live, entity.copy);
  // An article's author profile (not a field of the spec's record): the article form's author choice.
  const authorProfileId = entity.kind === "article" ? (entity.copy.authorProfileId ?? null) : null;
  return { item: itemOf(entity), copy, authorProfileId };
}

/** A translator says this language says what the other says: it is no longer outdated. */
export async function markTranslated(deps: ContentDeps, ref: ContentRef, lang: Lang, by: Editor): Promise<EditorialItem | null> {
  return deps.db.transaction(async (tx) => {
    const entity = await lockEntity(tx, ref);
    if (!entity) return null;
    checkOwnership(by, entity);
    if (entity.draft[`outdated_${lang}`]) {
      entity.draft[`outdated_${lang}`] = false;
      await writeDraft(tx, entity, by.username);
      await recordActivity(tx, {
        action: "content.save",
        actor: by.username,
        ...subjectOf(ref),
        data: { title: labelOf(entity.copy), langs: [lang], translated: true },
      });
    }
    return itemOf(entity);
  });
}
