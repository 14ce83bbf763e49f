// Publishing one language: its working copy becomes what visitors see (the live row), in the
// caller's transaction. A renamed article leaves a redirect from its old address.
import { type Article, articles, eq, type LandingPage, landingPages, pages, sql, teamProfiles, type Tx } from "@lumiere/db";
import { articlePath, type Lang, type LangKey, landingPath, langFields } from "@lumiere/i18n";
import { messages, titleRequiredIn } from "@lumiere/validation";
import { Refusal } from "../refusal";
import { type ArticleCopy, articleCopyOf, type LandingCopy, landingCopyOf, type PageCopy, pageCopyOf } from "./copies";
import { type Entity, setState } from "./entity";
import { clearFrom, recordMove } from "./redirects";
import { isUniqueViolation } from "../unique-violation";

function articleLangFields(copy: ArticleCopy, lang: Lang) {
  return langFields(copy, ["title", "excerpt", "content", "slug", "tags"], lang);
}

/** The live flag of a language, set: what visitors see in it from now on. */
const liveFlag = (lang: Lang) => ({ [`live_${lang}`]: true }) as Partial<Pick<Article, LangKey<"live">>>;

async function publishArticle(tx: Tx, live: Article, copy: ArticleCopy, lang: Lang, actor: string): Promise<Article> {
  const slug = copy[`slug_${lang}`];
  if (!slug) throw new Refusal("invalid", titleRequiredIn[lang], `title_${lang}`);
  const wasLive = live.live_en || live.live_fr;
  const publishedAt = copy.publishedAt ? new Date(copy.publishedAt) : wasLive ? live.publishedAt : new Date();
  let row: Article | undefined;
  try {
    [row] = await tx
      .update(articles)
      .set({
        ...articleLangFields(copy, lang),
        ...liveFlag(lang),
        category_en: copy.category_en,
        category_fr: copy.category_fr,
        image_url: copy.image_url,
        // A profile deleted since the draft chose it leaves the article without an author.
        authorProfileId: copy.authorProfileId
          ? sql<number | null>`(select ${teamProfiles.id} from ${teamProfiles} where ${teamProfiles.id} = ${copy.authorProfileId})`
          : null,
        publishedAt,
        updatedAt: new Date(),
      })
      .where(eq(articles.id, live.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal("invalid", messages.slugTaken, `slug_${lang}`);
    throw error;
  }
  if (!row) throw new Error("article vanished while locked");
  const before = live[`live_${lang}`] ? live[`slug_${lang}`] : "";
  if (before && before !== slug) await recordMove(tx, articlePath(lang, before), articlePath(lang, slug), actor);
  else await clearFrom(tx, articlePath(lang, slug));
  return row;
}

function pageLangFields(copy: PageCopy, lang: Lang) {
  return langFields(copy, ["title", "metaDescription", "heroSection", "mainContent"], lang);
}

function landingLangFields(copy: LandingCopy, lang: Lang) {
  return langFields(copy, ["title", "slug", "description", "shareImage", "blocks"], lang);
}

/** A landing page's language goes live at its address; a renamed one leaves a redirect from the old. */
async function publishLanding(tx: Tx, live: LandingPage, copy: LandingCopy, lang: Lang, actor: string): Promise<LandingPage> {
  const slug = copy[`slug_${lang}`];
  if (!slug) throw new Refusal("invalid", titleRequiredIn[lang], `title_${lang}`);
  let row: LandingPage | undefined;
  try {
    [row] = await tx
      .update(landingPages)
      .set({ ...landingLangFields(copy, lang), [`live_${lang}`]: true, publishedAt: live.publishedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(landingPages.id, live.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal("invalid", messages.landingSlugTaken, `slug_${lang}`);
    throw error;
  }
  if (!row) throw new Error("landing page vanished while locked");
  const before = live[`live_${lang}`] ? live[`slug_${lang}`] : "";
  if (before && before !== slug) await recordMove(tx, landingPath(lang, before), landingPath(lang, slug), actor);
  else await clearFrom(tx, landingPath(lang, slug));
  return row;
}

/** Copies one language of the working copy to the live row and marks it published. */
export async function publishLanguage(tx: Tx, entity: Entity, lang: Lang, actor: string): Promise<void> {
  if (entity.kind === "article") {
    entity.live = await publishArticle(tx, entity.live, entity.copy, lang, actor);
    // The date it was first published is the article's date from now on.
    entity.copy.publishedAt = entity.live.publishedAt.toISOString();
  } else if (entity.kind === "landing") {
    entity.live = await publishLanding(tx, entity.live, entity.copy, lang, actor);
  } else {
    const [row] = await tx
      .update(pages)
      .set({ ...pageLangFields(entity.copy, lang), updatedAt: new Date() })
      .where(eq(pages.id, entity.id))
      .returning();
    if (row) entity.live = row;
  }
  setState(entity.draft, lang, "published");
}

/**
 * Takes one language of an article off the site (the live row keeps its text, so its address is
 * known if it is published again); the working copy stays, as a draft.
 */
export async function unpublishLanguage(tx: Tx, entity: Entity, lang: Lang): Promise<void> {
  if (entity.kind === "page") throw new Refusal("invalid", messages.pageAlwaysPublished);
  const table = entity.kind === "article" ? articles : landingPages;
  const [row] = await tx
    .update(table)
    .set({ [`live_${lang}`]: false, updatedAt: new Date() })
    .where(eq(table.id, entity.id))
    .returning();
  if (!row) throw new Error("item vanished while locked");
  entity.live = row as never;
  setState(entity.draft, lang, "draft");
  entity.draft[`publishAt_${lang}`] = null;
}

/** Drops a language's pending change: its working copy is the live content again. */
export function discardLanguage(entity: Entity, lang: Lang): void {
  if (entity.kind === "article") {
    const live = articleCopyOf(entity.live);
    Object.assign(entity.copy, articleLangFields(live, lang));
    setState(entity.draft, lang, entity.live[`live_${lang}`] ? "published" : "draft");
  } else if (entity.kind === "landing") {
    Object.assign(entity.copy, landingLangFields(landingCopyOf(entity.live), lang));
    setState(entity.draft, lang, entity.live[`live_${lang}`] ? "published" : "draft");
  } else {
    Object.assign(entity.copy, pageLangFields(pageCopyOf(entity.live), lang));
    setState(entity.draft, lang, "published");
  }
  // Nothing pending in either language: the shared fields are the published ones again too.
  if (entity.kind === "article" && entity.draft.state_en === "published" && entity.draft.state_fr === "published") {
    const live = articleCopyOf(entity.live);
    Object.assign(entity.copy, {
      category_en: live.category_en,
      category_fr: live.category_fr,
      image_url: live.image_url,
      authorProfileId: live.authorProfileId,
      publishedAt: live.publishedAt,
    });
  }
}
