// The passage quoted when the visitor's message means a given article: the sentences of it that
// that answer the question best, else the article's own summary (its excerpt).
import { articles, eq } from "@lumiere/db";
import { articlePath, type Lang, langColumn } from "@lumiere/i18n";
import type { ContentDeps } from "../../deps";
import { articleAnswer, type Passage } from "../retrieve";
import { splitSentences } from "../text";
import type { ArticleTitle } from "./model";

export async function articlePassage(deps: ContentDeps, lang: Lang, article: ArticleTitle, question: string): Promise<Passage | null> {
  if (!langColumn(article, "live", lang)) return null;
  const slug = langColumn(article, "slug", lang);
  const path = articlePath(lang, slug);
  // Its passage that says most of the question's own words (or their synonyms), not its title's.
  const found = await articleAnswer(deps, lang, question, slug);
  if (found) return found;
  const [row] = await deps.db
    .select({
      title: langColumn(articles, "title", lang),
      excerpt: langColumn(articles, "excerpt", lang),
    })
    .from(articles)
    .where(eq(articles.id, article.id));
  if (!row) return null;
  const sentences = splitSentences(row.excerpt.replace(/\s+/g, " ").trim()).slice(0, 2);
  return { kind: "article", title: row.title, path, score: 1, coverage: 1, sentences, ranked: [] };
}
