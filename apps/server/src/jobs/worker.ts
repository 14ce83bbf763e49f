// Every background job of a server process runs on this: passes on a timer and when woken, never two
// at once, none while the database is down (requests find out when it is back), each pass counted in
// the metrics, stopped when the server closes.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

/** How long after a wake the worker passes (wakes arriving meanwhile share the pass). */
const WAKE_DELAY_MS = 250;

/** A running job: `wake()` after a change queued work for it, `runOnce()` to wait for a pass (tests). */
export interface Worker {
  wake(): void;
  runOnce(): Promise<void>;
}

export interface WorkerSpec {
  /** Its name in the metrics (`task` label, snake_case) and the logs. */
  name: string;
  /** How often it passes without being woken. */
  everyMs: number;
  /** One pass; called only while the database answers, once it is migrated. */
  pass: () => Promise<unknown>;
  /** Also pass as soon as the database is ready at start: work that fell due while no server ran. */
  passAtStart?: boolean;
  /** When the server closes, after the last pass (a pool, sends still in flight). */
  onClose?: () => Promise<void> | void;
  /** What `runOnce()` also waits for after a pass (work the pass started and left running). */
  settled?: () => Promise<void>;
}

/** Starts `spec` on `app`: the one way a job runs. */
export function startJob(app: FastifyInstance, spec: WorkerSpec): Worker {
  const counted = app.metrics.job(spec.name, async () => {
    await app.ensureDbReady();
    await spec.pass();
  });
  const loop = passLoop(
    async () => {
      // A skipped pass is not a run: the job's last success stays that of its last real pass.
      if (!app.dbHealth.isDown()) await counted();
    },
    spec.everyMs,
    (err) => app.log.warn({ err, job: spec.name }, "background job failed; retried at its next pass"),
  );
  if (spec.passAtStart) {
    app.addHook("onReady", async () => {
      app.ensureDbReady().then(loop.wake, () => {});
    });
  }
  app.addHook("onClose", async () => {
    await loop.stop();
    await spec.onClose?.();
  });
  return {
    wake: loop.wake,
    runOnce: async () => {
      await loop.runOnce();
      await spec.settled?.();
    },
  };
}

/**
 * A tick that needs neither the database nor the metrics (writing out buffered log lines): every
 * `everyMs` while the server runs, never keeping the process alive, and once more when it closes.
 */
export function startTicker(app: FastifyInstance, spec: { everyMs: number; tick: () => void }): void {
  const timer = setInterval(spec.tick, spec.everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    spec.tick();
  });
}

/** Runs `run` every `intervalMs` and shortly after each wake; never two passes at once. */
function passLoop(run: () => Promise<unknown>, intervalMs: number, onError: (e: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const pass = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void pass();
        }
      });
    return running;
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  // A pass woken by a request runs as the timer's do, outside that request's context (its trace).
  const asJob = AsyncLocalStorage.snapshot();
  // A burst of wakes (leads, saves) passes once, a moment later.
  let woken: NodeJS.Timeout | undefined;
  return {
    wake: () => {
      woken ??= setTimeout(
        () =>
          asJob(() => {
            woken = undefined;
            void pass();
          }),
        WAKE_DELAY_MS,
      );
    },
    runOnce: async () => {
      await pass();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(woken);
      clearInterval(timer);
      if (running) await running;
    },
  };
}
