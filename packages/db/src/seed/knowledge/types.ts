export interface SeedKnowledge {
  topic: string;
  questions_en: string;
  questions_fr: string;
  answer_en: string;
  answer_fr: string;
  pageId: string;
}

/** A knowledge entry's phrasings, one per line. */
export const q = (...lines: string[]) => lines.join("\n");
