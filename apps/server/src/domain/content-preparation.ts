// What the stored content needs before it is served, once per database: pages sanitised under the
// current policy, the company's facts and opening hours as placeholders the settings fill. Each step
// is marked as done in app_state, so it runs at the first start of an older database, and for a new
// site in the PGlite template's build, not at its first start.
import type { Db } from "@lumiere/db";
import { placeKnowledgeHours } from "./knowledge";
import { placeCompanyFacts, sanitizeStoredPages } from "./pages";

export async function prepareStoredContent(db: Db): Promise<void> {
  await sanitizeStoredPages(db);
  await placeCompanyFacts(db);
  await placeKnowledgeHours(db);
}
