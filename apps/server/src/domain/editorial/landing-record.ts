// A landing page's working copy as the editor reads it (apart, so the board can name it without the editing code).
import type { LandingPage } from "@lumiere/db";
import type { LandingCopy } from "./copies";

export type LandingRecord = LandingCopy & { id: number };

export function landingRecordOf(live: LandingPage, copy: LandingCopy): LandingRecord {
  return { id: live.id, ...copy };
}
