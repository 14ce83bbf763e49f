import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Lang, langColumn, otherLang } from "@lumiere/i18n";
import type { ContentRef, EditorialState, TranslationState, Workflow } from "@lumiere/validation";

/** Where one language stands (list badges, board). */
// "Published" also heads a date column ("Publié le"): the state is its own message.
export const STATE_LABELS: Record<EditorialState, { label: MessageDescriptor; color: string }> = {
  published: { label: msg({ message: "Published", context: "state" }), color: "green" },
  draft: { label: msg`Draft`, color: "gray" },
  in_review: { label: msg`In review`, color: "orange" },
  approved: { label: msg`Approved`, color: "blue" },
  scheduled: { label: msg`Scheduled`, color: "violet" },
};

export const TRANSLATION_LABELS: Record<TranslationState, { label: MessageDescriptor; color: string }> = {
  missing: { label: msg`Missing`, color: "red" },
  outdated: { label: msg`Outdated`, color: "orange" },
  up_to_date: { label: msg`Up to date`, color: "green" },
};

export const WORKFLOW_LABELS: Record<Workflow, { label: MessageDescriptor; description: MessageDescriptor }> = {
  "draft-publish": { label: msg`Draft-Publish`, description: msg`A change is published as soon as it is saved.` },
  "draft-review-publish": {
    label: msg`Draft-Review-Publish`,
    description: msg`A change goes to review; approving it publishes it.`,
  },
  "draft-review-approve-publish": {
    label: msg`Draft-Review-Approve-Publish`,
    description: msg`A change goes to review, needs an approval, then is published.`,
  },
};

/** A stable key of a page or article (React keys, selects). */
export function refKey(ref: ContentRef): string {
  return ref.kind === "page" ? `page:${ref.pageId}` : `${ref.kind}:${ref.id}`;
}

export function refOfKey(key: string): ContentRef | null {
  const [kind, id] = key.split(":");
  if (kind === "page" && id) return { kind: "page", pageId: id as Extract<ContentRef, { kind: "page" }>["pageId"] };
  if ((kind === "article" || kind === "landing") && id) return { kind, id: Number(id) };
  return null;
}

/** A field of a version diff, said in the admin's language. */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Title`,
  excerpt: msg`Excerpt`,
  content: msg`Content`,
  slug: msg`Slug`,
  category: msg`Category`,
  image_url: msg`Image`,
  publishedAt: msg`Publication date`,
  metaDescription: msg`Meta description`,
  heroSection: msg`Hero section`,
  mainContent: msg`Main content`,
  description: msg`Description`,
  shareImage: msg`Share picture`,
  blocks: msg`Blocks`,
};

/** A page's or article's title in the admin's language, or the other one while it has none. */
export function titleIn(item: { title_en: string; title_fr: string }, lang: Lang): string {
  return langColumn(item, "title", lang) || langColumn(item, "title", otherLang(lang));
}
