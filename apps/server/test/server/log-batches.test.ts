// The log's standard output (plugins/stdout-lines.ts) gathers lines and writes them in batches:
// every line arrives, once and in order, whether a batch filled up, flush() was called (every
// second) or the process is exiting (flushSync).
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lineBatches } from "../../src/plugins/stdout-lines";

describe("log line batches", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-log-batches-"));
  const file = path.join(dir, "out.log");
  let fd = -1;
  const open = () => {
    fd = openSync(file, "w");
    return fd;
  };
  const written = () => readFileSync(file, "utf8");
  afterEach(() => {
    if (fd >= 0) closeSync(fd);
    fd = -1;
  });

  it("waits for a batch, then writes every line in order", async () => {
    const out = lineBatches(open(), 1024);
    out.write("first\n");
    expect(written()).toBe("");
    const lines = Array.from({ length: 500 }, (_, i) => `{"line":${i},"text":"${"é".repeat(i % 7)}"}\n`);
    for (const line of lines) out.write(line);
    await new Promise<void>((resolve) => out.flush(() => resolve()));
    expect(written()).toBe(`first\n${lines.join("")}`);
  });

  it("writes what waits on flush, and synchronously on flushSync", async () => {
    const out = lineBatches(open(), 1 << 20);
    out.write("a\n");
    await new Promise<void>((resolve) => out.flush(() => resolve()));
    expect(written()).toBe("a\n");
    out.write("b\n");
    out.flushSync();
    expect(written()).toBe("a\nb\n");
    // Nothing waiting: flush still answers.
    await new Promise<void>((resolve) => out.flush(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });
});
