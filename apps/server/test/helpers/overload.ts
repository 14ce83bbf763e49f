// Forcing load shedding: an app built with OVERLOAD_ENV (a low threshold, no start-up grace), its
// event loop kept busy across whole samples of under-pressure.

/** An app that sheds past 20 ms of event-loop delay from its first moment. */
export const OVERLOAD_ENV = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "20", OVERLOAD_START_GRACE_MS: "0" };

/** Keeps the loop busy for 1.2 s in 200 ms slices, so the sampler (every 500 ms) sees it. */
export async function overloadEventLoop(): Promise<void> {
  const blockUntil = Date.now() + 1200;
  await new Promise<void>((done) => {
    const slice = () => {
      const end = Date.now() + 200;
      while (Date.now() < end) {
        // busy
      }
      if (Date.now() < blockUntil) setTimeout(slice, 0);
      else done();
    };
    slice();
  });
}
