import type { FastifyInstance } from "fastify";

/** GETs /metrics from the app's metrics listener, as Prometheus does. */
export async function scrape(app: FastifyInstance): Promise<string> {
  const address = app.metricsServer?.address();
  if (!address || typeof address === "string") throw new Error("the metrics listener is not listening");
  const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

/** The value of one sample (`name{labels}` as written in the text format), or undefined. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The label sets of a metric's samples, e.g. every `route` of the request histogram. */
export function labelValues(text: string, metric: string, label: string): Set<string> {
  const values = new Set<string>();
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${metric}{`)) continue;
    const m = line.match(new RegExp(`[{,]${label}="([^"]*)"`));
    if (m?.[1] !== undefined) values.add(m[1]);
  }
  return values;
}

export const METRICS_ENV = { METRICS_PORT: "0", METRICS_HOST: "127.0.0.1" };
