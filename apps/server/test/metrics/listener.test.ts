// The metrics listener of a server started as an operator would (src/main.ts): it serves /metrics,
// closes on SIGTERM with the rest, and a port already taken stops the start with one line.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, type Started, startServer, stderrLines, whenAnswering } from "../server/spawn-support";

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

  it("serves /metrics on METRICS_PORT and closes it on SIGTERM", { timeout: 180_000 }, async () => {
    const metricsPort = await freePort();
    const s = await startServer({ DATA_DIR: dataDir(), METRICS_PORT: String(metricsPort) });
    started.push(s);
    expect((await whenAnswering(s, "/healthz"))?.status, s.stderr()).toBe(200);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toMatch(
      /^lumiere_http_request_duration_seconds_count\{method="GET",route="\/healthz",status_class="2xx"\} 1$/m,
    );
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${s.port}/metrics`)).status).toBe(404);

    s.child.kill("SIGTERM");
    expect(await s.exit).toBe(0);
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
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
