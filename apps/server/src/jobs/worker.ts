// A background worker of one server process: passes on a timer and on demand, one at a time.

/** How long after a kick the worker wakes (kicks arriving meanwhile share the pass). */
const KICK_DELAY_MS = 250;

/** Starts a worker: a pass every `intervalMs` and whenever `kick()` is called; never two passes at once. */
export function startWorker(run: () => Promise<unknown>, intervalMs: number, onError: (e: unknown) => void) {
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
  // A burst of kicks (leads, saves) wakes the worker once, a moment later.
  let kicked: NodeJS.Timeout | undefined;
  return {
    kick: () => {
      kicked ??= setTimeout(() => {
        kicked = undefined;
        void pass();
      }, KICK_DELAY_MS);
    },
    /** Runs a pass now and waits for it (tests, shutdown). */
    runOnce: async () => {
      await pass();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(kicked);
      clearInterval(timer);
      if (running) await running;
    },
  };
}
