// The training corpus (apps/server/data/aya-corpus, one JSON file per intent): data, not code. The
// build copies it beside the compiled server (dist/aya-corpus), so it ships with the image.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CorpusIntent {
  intent: string;
  en: string[];
  fr: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
// From the source (src/domain/chat/understanding) or from the bundle (dist/server).
const CANDIDATES = [path.resolve(here, "../../../../data/aya-corpus"), path.resolve(here, "../aya-corpus")];

export function corpusDir(): string | null {
  return CANDIDATES.find((dir) => existsSync(dir)) ?? null;
}

let cached: CorpusIntent[] | null = null;

/** Every intent of the corpus; a file that is not valid is skipped, never fatal. */
export function loadCorpus(dir = corpusDir()): CorpusIntent[] {
  if (cached && dir === corpusDir()) return cached;
  const out: CorpusIntent[] = [];
  if (dir)
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      try {
        const data = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Partial<CorpusIntent>;
        if (typeof data.intent !== "string") continue;
        const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);
        out.push({ intent: data.intent, en: strings(data.en), fr: strings(data.fr) });
      } catch {
        // A file being written or broken: the rest of the corpus still trains.
      }
    }
  if (dir === corpusDir()) cached = out;
  return out;
}
