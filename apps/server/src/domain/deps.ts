import type { Db } from "@lumiere/db";
import type { ContentCache } from "../cache/content-cache";

/** What domain functions that touch cached content need. */
export interface ContentDeps {
  db: Db;
  cache: ContentCache;
}
