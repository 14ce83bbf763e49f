import { type Passage, retrieve } from "../retrieve";
import type { PipelineDeps } from "./deps";
import type { Asked } from "./read";

/** Passages of the site for this message; a follow-up also searches the previous question, at lower weight. */
export function findPassages(deps: PipelineDeps, asked: Asked, limit: number): Promise<Passage[]> {
  const { lang, question, previous, history } = asked;
  if (previous) {
    const said = history.filter((t) => t.role === "assistant").map((t) => t.content);
    return retrieve(deps, lang, question, { limit, context: previous, exclude: said });
  }
  return retrieve(deps, lang, question, { limit });
}
