// What the server records for itself (the app_state table), beside the settings an admin saves
// (domain/settings.ts): the sanitised-pages marker, the generated preview key, the first sign-in
// origin, the last AI connection test, an unfinished restore (backup/restore-marker.ts). Each is read rarely or kept in memory by its owner: no cache.
import { appState, type Db, eq } from "@lumiere/db";

export type StateKey =
  | "pages-html-sanitized"
  | "pages-company-facts"
  | "knowledge-company-hours"
  | "preview_secret"
  | "site_origin"
  | "ai_status"
  | "restore-unfinished";

export async function readState(db: Db, key: StateKey): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ data: appState.data }).from(appState).where(eq(appState.key, key));
  return row?.data ?? null;
}

export async function writeState(db: Db, key: StateKey, data: Record<string, unknown>): Promise<void> {
  await db
    .insert(appState)
    .values({ key, data })
    .onConflictDoUpdate({ target: appState.key, set: { data, updatedAt: new Date() } });
}

/** Stores `data` unless the key holds a value already: the first process to write it wins. */
export async function writeStateOnce(db: Db, key: StateKey, data: Record<string, unknown>): Promise<void> {
  await db.insert(appState).values({ key, data }).onConflictDoNothing();
}
