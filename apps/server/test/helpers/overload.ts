// Forcing load shedding (an app built with a low OVERLOAD_MAX_EVENT_LOOP_DELAY_MS): past the ten
// seconds of start-up grace, the event loop kept busy across whole samples of under-pressure.

/** Waits out the start-up grace, then keeps the loop busy for 1.2 s in 200 ms slices, so the sampler (every 500 ms) sees it. */
export async function overloadEventLoop(): Promise<void> {
  await new Promise((r) => setTimeout(r, 10_200));
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
