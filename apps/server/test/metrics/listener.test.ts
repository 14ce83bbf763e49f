// The metrics listener: it serves /metrics alone, closes with the app (main.ts closes the app on
// SIGTERM), and a port already taken stops the start of src/main.ts with one line.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel } from "../helpers/app";
import { type Started, startServer, stderrLines } from "../server/spawn-support";
import { METRICS_ENV, scrape } from "./support";

describe(`the metrics listener (${dbLabel})`, () => {
  it("serves /metrics only, and closes with the app", async () => {
    const t = await buildTestApp(METRICS_ENV);
    let open = true;
    try {
      expect(await scrape(t.app)).toMatch(/^# HELP lumiere_http_requests_shed_total /m);
      const port = (t.app.metricsServer?.address() as { port: number } | undefined)?.port;
      const head = await fetch(`http://127.0.0.1:${port}/metrics`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: "POST" })).status).toBe(404);
      await t.close();
      open = false;
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    } finally {
      if (open) await t.close();
    }
  });
});

describe(`the metrics listener's address (${dbLabel})`, () => {
  const boundTo = async (env: Record<string, string>) => {
    const t = await buildTestApp({ METRICS_PORT: "0", ...env });
    try {
      return (t.app.metricsServer?.address() as { address: string } | null)?.address;
    } finally {
      await t.close();
    }
  };

  it("is this machine only unless METRICS_HOST says otherwise, whatever HOST the site binds", async () => {
    // The site on every interface must not open the metrics to the network with it.
    expect(await boundTo({ HOST: "0.0.0.0" })).toBe("127.0.0.1");
    expect(await boundTo({ HOST: "0.0.0.0", METRICS_HOST: "0.0.0.0" })).toBe("0.0.0.0");
  });
});

describe("the metrics listener of src/main.ts (pglite)", () => {
  const dataDirs: string[] = [];
  const started: Started[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-metrics-"));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const s of started) s.child.kill("SIGKILL");
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to start, in one line, when METRICS_PORT is taken", { timeout: 180_000 }, async () => {
    const holder = createServer();
    const taken = await new Promise<number>((resolve) =>
      holder.listen(0, "127.0.0.1", () => resolve((holder.address() as { port: number }).port)),
    );
    try {
      const s = await startServer({ DATA_DIR: dataDir(), METRICS_PORT: String(taken), METRICS_HOST: "127.0.0.1" });
      started.push(s);
      expect(await s.exit).toBe(1);
      expect(stderrLines(s)).toEqual([`Cannot start: METRICS_PORT ${taken} on 127.0.0.1 is in use by another process`]);
      // The site never opened its port.
      await expect(fetch(`http://127.0.0.1:${s.port}/healthz`)).rejects.toThrow();
    } finally {
      holder.close();
    }
  });
});
