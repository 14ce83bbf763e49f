// The site's lexeme statistics Aya weighs a question's words with: how many published documents hold
// each lexeme, which articles' titles hold it, and the lexemes under each prefix. Counted over every
// live document, so once per publication, not per question: kept beside the content cache (not in
// it, whose least recently used entries page views turn over) until the content changes, and then
// counted again in the background for each language Aya has answered in, so the first visitor after
// a publication does not wait for it.
import { type Db, rowsOf, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { ContentCache } from "../../cache/content-cache";
import type { ContentDeps } from "../deps";

export interface SiteStats {
  /** Documents holding each lexeme. */
  df: Map<string, number>;
  docs: number;
  /** The live articles whose title holds each lexeme. */
  titles: Map<string, number[]>;
  /** The lexemes under each VARIANT_MIN-letter prefix (other forms of a question's word). */
  prefixes: Map<string, string[]>;
}

/** Shortest stem whose other forms are looked for: shorter ones ("data", "use") would match unrelated words. */
export const VARIANT_MIN = 5;

const column = (name: string, lang: Lang) => sql.raw(`${name}_${lang}`);

/**
 * How long after the last change the statistics are counted again: the publisher's own next
 * requests (the admin's list, the page itself) go first on a database that answers one query at a time.
 */
const RECOUNT_DELAY_MS = 1000;

interface Held {
  byLang: Map<Lang, Promise<SiteStats>>;
  /** The languages to count again once the content has settled (those Aya answered in). */
  due: Set<Lang>;
  timer: NodeJS.Timeout | null;
}

const held = new WeakMap<ContentCache, Held>();

/** The statistics of `lang`, counted on first use and after each change of the content. */
export function siteStats(deps: ContentDeps, lang: Lang): Promise<SiteStats> {
  const state = heldFor(deps);
  return state.byLang.get(lang) ?? count(deps, state, lang);
}

function heldFor(deps: ContentDeps): Held {
  const existing = held.get(deps.cache);
  if (existing) return existing;
  const state: Held = { byLang: new Map(), due: new Set(), timer: null };
  held.set(deps.cache, state);
  deps.cache.onClear(() => {
    for (const lang of state.byLang.keys()) state.due.add(lang);
    state.byLang.clear();
    if (state.due.size === 0) return;
    // Counted once a run of changes has settled (an import clears the content at every article).
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      const langs = [...state.due];
      state.due.clear();
      // Whatever a question already started is not counted twice; a failure is retried by the next question.
      for (const lang of langs) if (!state.byLang.has(lang)) count(deps, state, lang).catch(() => undefined);
    }, RECOUNT_DELAY_MS);
    state.timer.unref();
  });
  return state;
}

function count(deps: ContentDeps, state: Held, lang: Lang): Promise<SiteStats> {
  const pending = countSiteStats(deps.db, lang);
  state.byLang.set(lang, pending);
  pending.catch(() => {
    if (state.byLang.get(lang) === pending) state.byLang.delete(lang);
  });
  return pending;
}

/** Every live document's lexemes counted in one pass of the stored search columns. */
async function countSiteStats(db: Db, lang: Lang): Promise<SiteStats> {
  const documents = `select search_${lang} from pages union all select search_${lang} from articles where live_${lang}`;
  // New rows wait in each GIN index's pending list, read in full by every lookup, until a vacuum
  // merges them: the embedded database runs none, so they are merged here, once per publication.
  // Only the indexes' owner may: elsewhere autovacuum does it, and a refusal changes nothing.
  await db
    .execute(
      sql`select gin_clean_pending_list(to_regclass(${`articles_search_${lang}_idx`})), gin_clean_pending_list(to_regclass(${`pages_search_${lang}_idx`}))`,
    )
    .catch(() => undefined);
  const [counts, pages, titled] = await Promise.all([
    db.execute(sql`select word, ndoc from ts_stat(${documents})`),
    db.execute(sql`select count(*) as n from pages`),
    // The title is the search column's weight A; one row per live article.
    db.execute(
      sql`select id, array_to_string(tsvector_to_array(ts_filter(${column("search", lang)}, '{a}')), ' ') as words from articles where ${column("live", lang)}`,
    ),
  ]);
  const df = new Map<string, number>();
  for (const r of rowsOf<{ word: string; ndoc: number | string }>(counts)) df.set(r.word, Number(r.ndoc));
  const titles = new Map<string, number[]>();
  const articles = rowsOf<{ id: number; words: string | null }>(titled);
  for (const r of articles) {
    for (const word of r.words?.split(" ") ?? []) (titles.get(word) ?? titles.set(word, []).get(word))?.push(r.id);
  }
  const docs = Number(rowsOf<{ n: number | string }>(pages)[0]?.n ?? 0) + articles.length;
  return { df, docs, titles, prefixes: prefixesOf(df) };
}

function prefixesOf(df: Map<string, number>): Map<string, string[]> {
  const byPrefix = new Map<string, string[]>();
  for (const lexeme of df.keys()) {
    if (lexeme.length < VARIANT_MIN || /\d/.test(lexeme)) continue;
    const key = lexeme.slice(0, VARIANT_MIN);
    (byPrefix.get(key) ?? byPrefix.set(key, []).get(key))?.push(lexeme);
  }
  return byPrefix;
}
