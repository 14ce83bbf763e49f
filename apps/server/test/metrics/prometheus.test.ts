// The alerts docs/operations.md suggests, loaded into a real Prometheus that scrapes a real app: each
// rule loads, each selects series the scrape really holds (Prometheus sets `job` and `instance` on
// every series it scrapes, so a label of ours with either name would be renamed and never match),
// and none fires on a healthy app. Needs the `prometheus` binary (Debian's `prometheus`).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { freePort } from "../server/spawn-support";
import { METRICS_ENV, scrape } from "./support";

/** docs/operations.md's "Alerts worth having", as written there: the expression is `series comparison`. */
const ALERTS = [
  { alert: "OutboxNotSending", series: "lumiere_outbox_due_messages", comparison: "> 0", for: "30m" },
  { alert: "LoadShedding", series: "increase(lumiere_http_requests_shed_total[5m])", comparison: "> 0", for: "0m" },
  {
    alert: "PublisherStalled",
    series: 'time() - lumiere_job_last_success_timestamp_seconds{task="publisher"}',
    comparison: "> 300",
    for: "0m",
  },
];

const binary = (name: string): string | undefined => {
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
};
const prometheusBin = binary("prometheus");
const promtoolBin = binary("promtool");

describe.skipIf(!prometheusBin)(`the documented alerts on a real Prometheus scrape (${dbLabel})`, () => {
  let t: TestApp;
  let dir: string;
  let prometheus: ChildProcess;
  let api: string;
  let log = "";

  const query = async (expr: string): Promise<unknown[]> => {
    const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await res.json()) as { status: string; error?: string; data?: { result: unknown[] } };
    if (body.status !== "success") throw new Error(`${expr}: ${body.error}`);
    return body.data?.result ?? [];
  };

  beforeAll(async () => {
    t = await buildTestApp(METRICS_ENV);
    // Every job has passed once: the publisher's last success exists.
    await t.app.publisher.runOnce();
    await t.app.outbox.runOnce();
    const target = t.app.metricsServer?.address() as { port: number };
    dir = mkdtempSync(path.join(tmpdir(), "lumiere-prometheus-"));
    const groups = [
      {
        name: "lumiere",
        rules: ALERTS.map((a) => ({ alert: a.alert, expr: `${a.series} ${a.comparison}`, for: a.for })),
      },
    ];
    writeFileSync(path.join(dir, "rules.yml"), JSON.stringify({ groups }));
    const config = {
      global: { scrape_interval: "1s", evaluation_interval: "1s" },
      rule_files: [path.join(dir, "rules.yml")],
      scrape_configs: [{ job_name: "lumiere", static_configs: [{ targets: [`127.0.0.1:${target.port}`] }] }],
    };
    writeFileSync(path.join(dir, "prometheus.yml"), JSON.stringify(config));
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      prometheusBin as string,
      [
        `--config.file=${path.join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(dir, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    prometheus.stderr?.on("data", (d: Buffer) => (log += d.toString()));
    // Two scrapes at least, so that increase() over them has a value.
    await vi.waitFor(
      async () => {
        const [up] = (await query("count_over_time(up[1m])")) as Array<{ value: [number, string] }>;
        if (!up || Number(up.value[1]) < 2) throw new Error(`Prometheus has not scraped the app twice yet\n${log}`);
      },
      { timeout: 60_000, interval: 250 },
    );
  }, 90_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus.once("exit", resolve));
      prometheus.kill("SIGTERM");
      await exited;
    }
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("loads every rule and evaluates it without error", async () => {
    if (promtoolBin) execFileSync(promtoolBin, ["check", "rules", path.join(dir, "rules.yml")]);
    await expect
      .poll(
        async () => {
          const res = (await (await fetch(`${api}/api/v1/rules`)).json()) as {
            data: { groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string }> }> };
          };
          return res.data.groups.flatMap((g) => g.rules).map((r) => ({ name: r.name, health: r.health, lastError: r.lastError ?? "" }));
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(ALERTS.map((a) => ({ name: a.alert, health: "ok", lastError: "" })));
    expect(log).not.toMatch(/level=error/);
  });

  it.each(ALERTS)("$alert watches series the scrape holds, and is quiet on a healthy app", async ({ series, comparison }) => {
    const found = await query(series);
    expect(found, `${series} selects nothing in Prometheus: the alert could never fire`).toHaveLength(1);
    expect(await query(`${series} ${comparison}`)).toEqual([]);
  });

  it("the jobs' names are label values Prometheus keeps as they are", async () => {
    const text = await scrape(t.app);
    const tasks = [...text.matchAll(/^lumiere_job_runs_total\{task="([^"]*)"\}/gm)].map((m) => m[1]);
    expect(tasks).toContain("publisher");
    for (const task of tasks) expect(task).toMatch(/^[a-z][a-z0-9_]*$/);
    const kept = (await query("lumiere_job_runs_total")) as Array<{ metric: Record<string, string> }>;
    expect(kept.map((s) => s.metric.task)).toContain("publisher");
    for (const { metric } of kept) {
      expect(tasks).toContain(metric.task);
      expect(metric.job).toBe("lumiere");
      expect(metric).not.toHaveProperty("exported_job");
    }
  });
});

if (!prometheusBin) {
  it.skip(
    "the documented alerts on a real Prometheus scrape: skipped, no `prometheus` binary on PATH (Debian: apt-get install --no-install-recommends prometheus)",
  );
}
