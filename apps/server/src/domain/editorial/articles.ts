// Articles in the editor: create, edit (category, tags, slugs, date, picture), delete, and their working
// copies in the spec's shape (what the admin's list and forms read).
import { type Article, and, articles, contentDrafts, contentVersions, eq, media, teamProfiles, type Tx } from "@lumiere/db";
import { articlePath, LANGS } from "@lumiere/i18n";
import { type ArticleSaveInput, type ArticleSaveUpdateInput, categoryByKey, GENERAL_CATEGORY, messages } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ArticleRecord } from "../articles";
import type { ContentDeps } from "../deps";
import { Refusal } from "../refusal";
import { type ArticleCopy, articleCopyOf, copyFrom } from "./copies";
import { type Entity, lockByKey } from "./entity";
import { dropTargets } from "./redirects";
import type { Editor } from "./authority";
import { type EditDeps, saveEdit } from "./save";
import { slugFromTitle, slugsTaken } from "./slugs";

async function pictureUrl(tx: Tx, mediaId: number): Promise<string> {
  const [row] = await tx.select({ storedName: media.storedName, category: media.category }).from(media).where(eq(media.id, mediaId));
  if (row?.category !== "image") throw new Refusal("invalid", messages.pictureRequired, "mediaId");
  return `/media/${row.storedName}`;
}

/** The chosen author profile's id, refused on its field when there is no such profile. */
async function authorOf(tx: Tx, profileId: number | null): Promise<number | null> {
  if (profileId === null) return null;
  const [row] = await tx.select({ id: teamProfiles.id }).from(teamProfiles).where(eq(teamProfiles.id, profileId));
  if (!row) throw new Refusal("invalid", messages.profileUnknown, "authorProfileId");
  return row.id;
}

type Input = ArticleSaveInput | ArticleSaveUpdateInput;

/** The working copy after the edit: the form's fields, then category, tags, picture, date and slugs (also the assistant's translations). */
export async function nextCopy(tx: Tx, entity: Entity, input: Input): Promise<ArticleCopy> {
  const current = entity.copy as ArticleCopy;
  const next: ArticleCopy = {
    ...current,
    title_en: input.title_en,
    title_fr: input.title_fr,
    excerpt_en: input.excerpt_en,
    excerpt_fr: input.excerpt_fr,
    content_en: input.content_en,
    content_fr: input.content_fr,
    image_url: input.mediaId ? await pictureUrl(tx, input.mediaId) : input.image_url,
  };
  if (input.category) {
    const category = categoryByKey(input.category);
    Object.assign(next, { category_en: category.en, category_fr: category.fr });
  }
  for (const lang of LANGS) {
    const tags = input[`tags_${lang}`];
    if (tags !== undefined) next[`tags_${lang}`] = tags;
  }
  if (input.publishedAt !== undefined) next.publishedAt = input.publishedAt?.toISOString() ?? null;
  if (input.authorProfileId !== undefined) next.authorProfileId = await authorOf(tx, input.authorProfileId);
  for (const lang of LANGS) {
    const given = input[`slug_${lang}`];
    const title = next[`title_${lang}`];
    if (given) {
      if ((await slugsTaken(tx, "article", lang, given, entity.id, true)).size > 0)
        throw new Refusal("invalid", messages.slugTaken, `slug_${lang}`);
      next[`slug_${lang}`] = given;
    } else if (given === "" || title !== current[`title_${lang}`] || !current[`slug_${lang}`]) {
      // A retitled article gets a new address (the old one will redirect once it is published).
      next[`slug_${lang}`] = title ? await slugFromTitle(tx, "article", lang, title, entity.id) : "";
    }
  }
  return next;
}

/** A new article: nothing live yet, both languages drafts until the save's action publishes them. */
async function createEmpty(tx: Tx, input: Input, ownerId: number | null): Promise<Entity | null> {
  const category = input.category ? categoryByKey(input.category) : GENERAL_CATEGORY;
  const [row] = await tx
    .insert(articles)
    .values({
      title_en: "",
      title_fr: "",
      slug_en: "",
      slug_fr: "",
      category_en: category.en,
      category_fr: category.fr,
      live_en: false,
      live_fr: false,
      ownerId,
    })
    .returning();
  if (!row) return null;
  await tx
    .insert(contentDrafts)
    .values({ kind: "article", entityId: row.id, data: { ...articleCopyOf(row) }, state_en: "draft", state_fr: "draft" });
  return lockByKey(tx, "article", row.id);
}

/** The working copy in the spec's article shape (§3). */
export function articleRecordOf(live: Article, copy: ArticleCopy): ArticleRecord {
  return {
    id: live.id,
    title_en: copy.title_en,
    title_fr: copy.title_fr,
    excerpt_en: copy.excerpt_en,
    excerpt_fr: copy.excerpt_fr,
    category_en: copy.category_en,
    category_fr: copy.category_fr,
    // An older working copy may lack them: the live row's are its tags then (copyFrom).
    tags_en: copy.tags_en ?? live.tags_en,
    tags_fr: copy.tags_fr ?? live.tags_fr,
    slug_en: copy.slug_en,
    slug_fr: copy.slug_fr,
    image_url: copy.image_url,
    publishedAt: copy.publishedAt ?? live.publishedAt.toISOString(),
    content_en: copy.content_en,
    content_fr: copy.content_fr,
    live_en: live.live_en,
    live_fr: live.live_fr,
  };
}

/** Creates (no id) or edits an article; null when the id does not exist. */
export async function saveArticle(deps: EditDeps, input: Input, by: Editor): Promise<ArticleRecord | null> {
  const id = "id" in input ? input.id : null;
  const entity = await saveEdit(
    deps,
    (tx) => (id === null ? createEmpty(tx, input, by.id) : lockByKey(tx, "article", id)),
    (tx, found) => nextCopy(tx, found, input),
    { action: input.action, langs: input.langs, publishAt: input.publishAt, by, versionAction: id === null ? "create" : "save" },
  );
  return entity?.kind === "article" ? articleRecordOf(entity.live, entity.copy) : null;
}

/** Deletes an article, its drafts, versions and the redirects to it. */
export async function deleteArticle(deps: ContentDeps, id: number, actor: string): Promise<boolean> {
  const removed = await deps.db.transaction(async (tx) => {
    const entity = await lockByKey(tx, "article", id);
    if (entity?.kind !== "article") return false;
    await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, "article"), eq(contentDrafts.entityId, id)));
    await tx.delete(contentVersions).where(and(eq(contentVersions.kind, "article"), eq(contentVersions.entityId, id)));
    const paths = LANGS.filter((l) => entity.live[`live_${l}`]).map((l) => articlePath(l, entity.live[`slug_${l}`]));
    await dropTargets(tx, paths);
    await tx.delete(articles).where(eq(articles.id, id));
    await recordActivity(tx, {
      action: "content.delete",
      actor,
      subjectKind: "article",
      subjectId: String(id),
      data: { title: entity.copy.title_en || entity.copy.title_fr },
    });
    return true;
  });
  if (removed) deps.cache.invalidate();
  return removed;
}

/** A version's copy back as the working copy; a slug another article took since gets a fresh one. */
export async function restoredArticleCopy(tx: Tx, entity: Entity, data: Record<string, unknown>): Promise<ArticleCopy> {
  const next = copyFrom(entity.copy as ArticleCopy, data);
  for (const lang of LANGS) {
    const slug = next[`slug_${lang}`];
    if (slug && (await slugsTaken(tx, "article", lang, slug, entity.id, true)).size > 0) {
      next[`slug_${lang}`] = await slugFromTitle(tx, "article", lang, next[`title_${lang}`], entity.id);
    }
  }
  return next;
}
