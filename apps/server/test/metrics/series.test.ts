// A histogram series observed without its label lookup (metrics/series.ts) must scrape exactly as
// prom-client's own observe() would: counts, sums and buckets, after a reset too.
import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { histogramSeries } from "../../src/metrics/series";

const make = () => {
  const registry = new Registry();
  const histogram = new Histogram({
    name: "answer_seconds",
    help: "test",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.1, 1],
    registers: [registry],
  });
  return { registry, histogram };
};

describe("histogramSeries", () => {
  it("scrapes as observe() does, values past the last bucket and other series included", async () => {
    const plain = make();
    const fast = make();
    const labels = { method: "GET", route: "/*", status_class: "2xx" } as const;
    const observe = histogramSeries(fast.histogram, labels);
    const values = [0.001, 0.005, 0.0051, 0.2, 3, 0.05, 0.001];
    for (const [i, value] of values.entries()) {
      plain.histogram.observe(labels, value);
      observe(value);
      if (i === 3) {
        plain.histogram.observe({ ...labels, status_class: "3xx" }, 0.002);
        fast.histogram.observe({ ...labels, status_class: "3xx" }, 0.002);
      }
    }
    expect(await fast.registry.metrics()).toBe(await plain.registry.metrics());
    expect(await fast.registry.metrics()).toContain('answer_seconds_count{method="GET",route="/*",status_class="2xx"} 7');
  });

  it("counts again from nothing after a reset", async () => {
    const plain = make();
    const fast = make();
    const labels = { method: "GET", route: "/*", status_class: "2xx" } as const;
    const observe = histogramSeries(fast.histogram, labels);
    for (const value of [0.001, 0.02]) {
      plain.histogram.observe(labels, value);
      observe(value);
    }
    plain.registry.resetMetrics();
    fast.registry.resetMetrics();
    for (const value of [0.5, 0.003]) {
      plain.histogram.observe(labels, value);
      observe(value);
    }
    expect(await fast.registry.metrics()).toBe(await plain.registry.metrics());
    expect(await fast.registry.metrics()).toContain('answer_seconds_count{method="GET",route="/*",status_class="2xx"} 2');
  });
});
