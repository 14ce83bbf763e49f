// The admin's "Test connection" for Aya: the engine answers a real question (or fails), and the
// outcome is kept for the AI settings page. A record of the server's, not a setting (app_state).
import type { Db } from "@lumiere/db";
import { readState, writeState } from "../app-state";
import type { ChatEngine, ConnectionTestResult } from "./types";

export interface AiTestStatus {
  lastTestAt: string | null;
  lastTestOk: boolean | null;
  lastTestProvider: string | null;
  lastTestMessage: string | null;
}

const KEY = "ai_status";

/** The last test's outcome, all null before the first one. */
export async function getAiTestStatus(db: Db): Promise<AiTestStatus> {
  const stored = (await readState(db, KEY)) ?? {};
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    lastTestAt: text(stored.lastTestAt),
    lastTestOk: typeof stored.lastTestOk === "boolean" ? stored.lastTestOk : null,
    lastTestProvider: text(stored.lastTestProvider),
    lastTestMessage: text(stored.lastTestMessage),
  };
}

/** Runs the test and records its outcome, whichever it is. */
export async function testAiConnection(deps: { db: Db; chat: ChatEngine }): Promise<ConnectionTestResult> {
  const result = await deps.chat.test();
  const status: AiTestStatus = {
    lastTestAt: new Date().toISOString(),
    lastTestOk: result.ok,
    lastTestProvider: result.provider,
    lastTestMessage: result.message,
  };
  await writeState(deps.db, KEY, { ...status });
  return result;
}
