import { type Passage, retrieve } from "../retrieve";
import type { PipelineDeps } from "./deps";
import type { Asked } from "./read";

/**
 * Passages of the site for this message (of `pages` only, when given); a follow-up also searches
 * the previous question, at lower weight.
 */
export function findPassages(deps: PipelineDeps, asked: Asked, limit: number, pages?: readonly string[]): Promise<Passage[]> {
  const { lang, question, previous, history } = asked;
  const only = pages ? { pages } : {};
  if (previous) {
    const said = history.filter((t) => t.role === "assistant").map((t) => t.content);
    return retrieve(deps, lang, question, { limit, context: previous, exclude: said, ...only });
  }
  return retrieve(deps, lang, question, { limit, ...only });
}
