// Events are written in batches: a page view costs the request nothing but a push to a buffer, and
// the database one insert per batch. Counts are not something a visitor is told succeeded, so a
// batch the database refuses is dropped (and logged) rather than growing the memory without bound.
import { analyticsEvents, type Db } from "@lumiere/db";
import type { AnalyticsEvent } from "@lumiere/validation";
import { createSaltCache, visitorHash } from "./visitor";
import type { Campaign, Visit } from "./visit";

export interface EventDimensions extends Campaign {
  path: string;
  lang: string;
  referrer: string;
}

interface Pending {
  at: Date;
  name: AnalyticsEvent;
  visit: Visit;
  dims: EventDimensions;
}

export const NO_DIMENSIONS: EventDimensions = { path: "", lang: "", referrer: "", utmSource: "", utmMedium: "", utmCampaign: "" };

/** Past this many waiting events a batch is written at once. */
const BATCH_SIZE = 500;
/** Events beyond this many waiting (the database is down) are not kept. */
const MAX_PENDING = 20_000;

export interface RecorderDeps {
  db: Db;
  /** The site origin: part of the visitor hash, so two sites on one database never share visitors. */
  site: () => Promise<string>;
  now?: () => Date;
  onError: (error: unknown, dropped: number) => void;
}

export type Recorder = ReturnType<typeof createRecorder>;

export function createRecorder(deps: RecorderDeps) {
  const now = deps.now ?? (() => new Date());
  const salt = createSaltCache(deps.db);
  let pending: Pending[] = [];
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: Pending[]) => {
    const site = await deps.site();
    const rows = [];
    for (const event of batch) {
      rows.push({ at: event.at, name: event.name, ...event.dims, visitor: visitorHash(await salt(event.at), site, event.visit) });
    }
    await deps.db.insert(analyticsEvents).values(rows);
  };

  /** Writes what is waiting; resolves once it is in the database (or dropped). */
  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      while (pending.length > 0) {
        const batch = pending.slice(0, BATCH_SIZE);
        pending = pending.slice(batch.length);
        await write(batch).catch((error: unknown) => deps.onError(error, batch.length));
      }
    });
    return writing;
  };

  return {
    /** Counts one event of a countable visit (see countableVisit). */
    record(name: AnalyticsEvent, visit: Visit, dims: EventDimensions = NO_DIMENSIONS, at: Date = now()): void {
      if (pending.length >= MAX_PENDING) return;
      pending.push({ at, name, visit, dims });
      if (pending.length >= BATCH_SIZE) void flush();
    },
    flush,
  };
}
