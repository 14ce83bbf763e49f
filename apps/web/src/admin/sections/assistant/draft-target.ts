// Where a written text goes when it is saved as a draft: the field of the chosen page or article
// that matches the content type (tags have no field: they are copied by hand).
import type { ContentRef } from "@lumiere/validation";
import type { AssistantContentType } from "@lumiere/validation";

const ARTICLE_FIELDS: Record<AssistantContentType, string | null> = {
  article: "content",
  summary: "excerpt",
  description: "excerpt",
  title: "title",
  tags: null,
};
const PAGE_FIELDS: Record<AssistantContentType, string | null> = {
  article: "mainContent",
  summary: "heroSection",
  description: "metaDescription",
  title: "title",
  tags: null,
};

/** The field (without its language suffix) a content type is written into, or null. */
export function draftField(ref: ContentRef, type: AssistantContentType): string | null {
  return (ref.kind === "article" ? ARTICLE_FIELDS : PAGE_FIELDS)[type];
}
