import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CLIENT_RENDERED, entryLoaderScript } from "./after-paint-scripts";

/**
 * Runs the root's loader in a page that paints when told to (or never), with the clock in the
 * test's hands: which entry scripts the page has asked for by a given time.
 */
function page({ clientRendered }: { clientRendered: boolean }) {
  const requested: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let painted: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void) | null = null;
  const element = () => ({ src: "", href: "" });
  const document = {
    hidden: false,
    body: { append: (e: { src: string }) => requested.push(e.src) },
    head: { append: () => {} },
    createElement: element,
    querySelector: (selector: string) => (clientRendered && selector === `[${CLIENT_RENDERED}]` ? {} : null),
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof painted) {
      painted = callback;
    }
    observe() {}
  }
  const self: Record<string, unknown> = { PerformanceObserver };
  const setTimeout = (run: () => void, ms = 0) => timers.push({ at: now + ms, run });
  runInNewContext(entryLoaderScript(["/assets/entry.js"], ["/assets/chunk.js"]), { document, self, setTimeout });
  const advance = (ms: number) => {
    now += ms;
    for (let due = timers.filter((t) => t.at <= now); due.length > 0; due = timers.filter((t) => t.at <= now)) {
      for (const t of due) timers.splice(timers.indexOf(t), 1);
      for (const t of due) t.run();
    }
  };
  return {
    requested,
    advance,
    paint: () => painted?.({ getEntriesByName: () => [{}] }, { disconnect() {} }),
  };
}

describe("the entry loader", () => {
  it("loads a server-rendered page's scripts after its first paint, not before", () => {
    const p = page({ clientRendered: false });
    p.advance(100);
    expect(p.requested).toEqual([]);
    p.paint();
    p.advance(0);
    expect(p.requested).toEqual(["/assets/entry.js"]);
  });

  it("loads a page rendered on the client only at once: it paints nothing before them", () => {
    const p = page({ clientRendered: true });
    p.advance(0);
    expect(p.requested).toEqual(["/assets/entry.js"]);
  });

  it("loads them after 5 s at the latest when no paint is reported", () => {
    const p = page({ clientRendered: false });
    p.advance(4999);
    expect(p.requested).toEqual([]);
    p.advance(1);
    expect(p.requested).toEqual(["/assets/entry.js"]);
  });
});
