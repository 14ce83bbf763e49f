// pnpm bench: requests/s and p99 latency of the hot public endpoints next to a bare Fastify route
// measured in the same run, printed as ratios. Servers run in their own processes; autocannon
// drives them over loopback from this one.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverDir = fileURLToPath(new URL("..", import.meta.url));

function start(kind: "app" | "bare", ...args: string[]): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(`${serverDir}/node_modules/.bin/tsx`, ["bench/serve.ts", kind, ...args], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), child });
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

interface Result {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Result> {
  // A short warm-up so JIT and caches are hot before the measured run.
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const app = await start("app");
const base = `http://127.0.0.1:${app.port}`;
const bare = await start("bare", base);
const bareBase = `http://127.0.0.1:${bare.port}`;
try {
  const contact = JSON.stringify({
    firstName: "Bench",
    lastName: "Mark",
    email: "bench@example.com",
    subject: "other",
    message: "Benchmark message",
  });
  const json = { "content-type": "application/json" };
  // Each endpoint next to a bare Fastify route sending the same bytes, and next to a tiny constant.
  const rows: Array<[Result, Result]> = [];
  const tiny = await measure("bare Fastify, tiny constant JSON", { url: `${bareBase}/tiny` });
  rows.push([
    await measure("GET /api/articles?lang=en", { url: `${base}/api/articles?lang=en` }),
    await measure("bare, same body", { url: `${bareBase}/list` }),
  ]);
  rows.push([
    await measure("GET /api/pages/home", { url: `${base}/api/pages/home` }),
    await measure("bare, same body", { url: `${bareBase}/page` }),
  ]);
  // What browsers ask for: the cached list goes out pre-compressed, so fewer bytes per request.
  const br = { "accept-encoding": "br, gzip" };
  rows.push([
    await measure("GET /api/articles?lang=en, br", { url: `${base}/api/articles?lang=en`, headers: br }),
    await measure("bare, same body, br", { url: `${bareBase}/list-br`, headers: br }),
  ]);
  rows.push([
    await measure("POST /api/contact (stores a row)", { url: `${base}/api/contact`, method: "POST", headers: json, body: contact }),
    await measure("bare POST, tiny", { url: `${bareBase}/tiny`, method: "POST", headers: json, body: contact }),
  ]);
  console.log(
    `\n${DURATION}s per endpoint, ${CONNECTIONS} connections, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, uncompressed unless marked br`,
  );
  console.log(`baseline: bare Fastify tiny constant JSON ${tiny.rps.toFixed(0)} req/s, p99 ${tiny.p99} ms\n`);
  console.log(
    "endpoint".padEnd(34),
    "req/s".padStart(8),
    "p99 ms".padStart(7),
    "bare same body".padStart(15),
    "ratio".padStart(6),
    "vs tiny".padStart(8),
    "errors".padStart(7),
  );
  for (const [r, same] of rows) {
    console.log(
      r.name.padEnd(34),
      r.rps.toFixed(0).padStart(8),
      String(r.p99).padStart(7),
      same.rps.toFixed(0).padStart(15),
      `${((r.rps / same.rps) * 100).toFixed(0)}%`.padStart(6),
      `${((r.rps / tiny.rps) * 100).toFixed(0)}%`.padStart(8),
      String(r.errors).padStart(7),
    );
  }
} finally {
  bare.child.kill("SIGTERM");
  app.child.kill("SIGTERM");
}
