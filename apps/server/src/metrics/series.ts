// One series of a histogram observed without its label lookup: prom-client's observe() checks,
// sorts and joins the labels into a key on every call, which a hot path (each stored page sent)
// pays per request. The series is found once; each observation then adds to it directly, as
// observe() would. Should the histogram's store not be what this expects (another prom-client),
// or once it is reset, observations go through observe() again.
import type { Histogram, LabelValues } from "prom-client";

/** What prom-client keeps per series of a histogram. */
interface SeriesValues {
  labels: Record<string, string | number>;
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}
interface HistogramStore {
  hashMap?: Record<string, SeriesValues>;
  upperBounds?: number[];
}

/** `observe(value)` for the series `labels` of `histogram`, the same as `histogram.observe(labels, value)`. */
export function histogramSeries<T extends string>(histogram: Histogram<T>, labels: LabelValues<T>): (value: number) => void {
  const store = histogram as unknown as HistogramStore;
  let series: SeriesValues | undefined;
  let seriesMap: Record<string, SeriesValues> | undefined;
  let seriesKey = "";

  const find = (): SeriesValues | undefined => {
    const map = store.hashMap;
    if (!map || typeof map !== "object" || !Array.isArray(store.upperBounds)) return undefined;
    const names = Object.keys(labels) as T[];
    for (const key in map) {
      const values = map[key];
      if (!values || typeof values.sum !== "number" || typeof values.count !== "number" || !values.bucketValues) continue;
      const own = values.labels;
      if (Object.keys(own).length === names.length && names.every((name) => own[name] === labels[name])) {
        seriesMap = map;
        seriesKey = key;
        return values;
      }
    }
    return undefined;
  };

  return (value) => {
    // Not found yet, or no longer the one kept (a reset, a removal): observe() makes it again.
    if (series === undefined || store.hashMap !== seriesMap || seriesMap?.[seriesKey] !== series) {
      histogram.observe(labels, value);
      series = find();
      return;
    }
    if (!Number.isFinite(value)) return histogram.observe(labels, value);
    series.sum += value;
    series.count += 1;
    const bounds = store.upperBounds as number[];
    for (const bound of bounds) {
      if (value <= bound) {
        series.bucketValues[bound] = (series.bucketValues[bound] ?? 0) + 1;
        return;
      }
    }
  };
}
