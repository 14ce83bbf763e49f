// The compiled server (`pnpm start`'s dist/server/main.js) with and without traces: without
// OTEL_EXPORTER_OTLP_ENDPOINT it loads nothing of OpenTelemetry; with it, its spans reach an OTLP
// receiver on loopback with the exporter's headers (OTEL_EXPORTER_OTLP_HEADERS), the page request
// a child of the caller's traceparent with its statements beneath it. Needs `pnpm build` first.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descendantsOf, type OtlpReceiver, SPAN_KIND, startOtlpReceiver } from "../helpers/otlp-receiver";
import { freePort, startServer, whenAnswering } from "./spawn-support";

const recordLoads = fileURLToPath(new URL("./fixtures/record-loads.mjs", import.meta.url));
const OPENTELEMETRY = /@opentelemetry|\/otel-[A-Z0-9]+\.js$/;

let dir: string;
let collector: OtlpReceiver;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "lumiere-traces-"));
  collector = await startOtlpReceiver();
});
afterAll(async () => {
  await collector?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the built server, GETs /en with `headers`, stops it with SIGTERM; the modules it loaded. */
async function run(name: string, env: Record<string, string>, headers: Record<string, string>): Promise<string[]> {
  const loadedFile = path.join(dir, `${name}.loaded`);
  const server = await startServer({
    DATA_DIR: path.join(dir, name),
    NODE_OPTIONS: `--import=${recordLoads}`,
    LOADED_MODULES_FILE: loadedFile,
    ...env,
  });
  try {
    expect((await whenAnswering(server, "/healthz"))?.status, server.stderr()).toBe(200);
    const page = await fetch(`http://127.0.0.1:${server.port}/en`, { headers });
    expect(page.status).toBe(200);
  } finally {
    server.child.kill("SIGTERM");
  }
  expect(await server.exit, `${server.stderr()}\n${server.stdout()}`).toBe(0);
  return readFileSync(loadedFile, "utf8").split("\n");
}

describe("the compiled server's traces", () => {
  it("loads nothing of OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is unset", async () => {
    const loaded = await run("off", {}, { "x-request-id": "built-off-1" });
    expect(loaded.some((url) => url.endsWith("/dist/server/main.js"))).toBe(true);
    expect(loaded.filter((url) => OPENTELEMETRY.test(url))).toEqual([]);
    expect(collector.spans).toEqual([]);
  });

  it("sends its spans, with the exporter's headers, when OTEL_EXPORTER_OTLP_ENDPOINT is set", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const loaded = await run(
      "on",
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        OTEL_EXPORTER_OTLP_HEADERS: "authorization=Bearer%20otlp-test",
        OTEL_SERVICE_NAME: "lumiere-built",
      },
      { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, "x-request-id": "built-on-1" },
    );
    expect(loaded.some((url) => OPENTELEMETRY.test(url))).toBe(true);
    expect(collector.exports.length).toBeGreaterThan(0);
    for (const headers of collector.exports) expect(headers.authorization).toBe("Bearer otlp-test");

    const page = collector.spans.find((s) => s.kind === SPAN_KIND.server && s.attributes["lumiere.request_id"] === "built-on-1");
    expect(page, "the page request's span").toBeDefined();
    if (!page) return;
    expect(page).toMatchObject({ traceId, parentSpanId: "00f067aa0ba902b7", name: "GET /*" });
    expect(page.attributes).toMatchObject({ "http.route": "/*", "url.path": "/en", "http.response.status_code": 200 });
    expect(page.resource["service.name"]).toBe("lumiere-built");
    // Rendering the page read the database through the in-process tRPC calls: those statements are its.
    const statements = descendantsOf(collector.spans, page).filter((s) => s.attributes["db.system.name"] === "postgresql");
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((s) => s.attributes["lumiere.request_id"] === "built-on-1")).toBe(true);
  });

  it("still shuts down cleanly (exit 0) when the collector cannot be reached", async () => {
    const closed = await freePort();
    await run("away", { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${closed}` }, { "x-request-id": "built-away-1" });
  });
});
