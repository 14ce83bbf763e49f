// Stage 4, ground: what the answer is made of. The understood article's passage; else a knowledge
// entry: the understood one, or the one whose questions share the visitor's words (knowledge.ts,
// for the phrasings the model does not know yet); else the site's passages.
import type { KnowledgeEntry } from "@lumiere/db";
import { onlyConsultation } from "../intent";
import { knowledgeAnswer, matchKnowledge } from "../knowledge";
import type { Passage } from "../retrieve";
import { articlePassage } from "../understanding/article-passage";
import type { PipelineDeps } from "./deps";
import { findPassages } from "./passages";
import type { Asked } from "./read";
import type { Understood } from "./understand";

export interface Ground {
  /** The passage of the article the message means, quoted as such: its words need not be the visitor's. */
  article: Passage | null;
  entry: KnowledgeEntry | undefined;
  /** The entry's answer in the visitor's language, the company's facts filled in. */
  known: string | null;
  passages: Passage[];
}

export async function groundFor(deps: PipelineDeps, asked: Asked, { meaning, site }: Understood): Promise<Ground> {
  const { lang, question, previous, entries, titles, facts, consultation } = asked;
  const understood = meaning?.kind === "knowledge" ? entries.find((e) => e.topic === meaning.topic) : undefined;
  const meant = meaning?.kind === "article" ? titles.find((a) => a.title_en === meaning.titleEn) : undefined;
  const article = meant ? await articlePassage(deps, lang, meant, question) : null;
  const entry = understood ?? (article || site ? undefined : matchKnowledge(entries, question, previous)?.entry);
  const known = entry ? knowledgeAnswer(entry, lang, facts) : null;
  // A bare "how much?" is the pricing entry; a bare "can I talk to someone?" is the hand-off itself.
  const passages = article
    ? [article]
    : known || (consultation && onlyConsultation(question))
      ? []
      : (site ?? (await findPassages(deps, asked, 4)));
  return { article, entry, known, passages };
}
