// pnpm bench: requests/s and p99 latency of the hot public endpoints next to a bare Fastify route
// measured in the same run, printed as ratios. Servers run in their own processes; autocannon
// drives them over loopback from this one. On a small machine autocannon shares the cores with the
// servers and its own parsing caps req/s for large bodies, so each row also gives the server's own
// CPU time per request, which the load generator does not distort.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverDir = fileURLToPath(new URL("..", import.meta.url));

interface Server {
  port: number;
  child: ChildProcess;
  /** The server process's CPU time so far (user + system), in µs. */
  cpu(): Promise<number>;
}

function start(kind: "app" | "bare", ...args: string[]): Promise<Server> {
  const child = spawn(`${serverDir}/node_modules/.bin/tsx`, ["bench/serve.ts", kind, ...args], {
    cwd: serverDir,
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  const cpuWaiters: Array<(us: number) => void> = [];
  const cpu = () =>
    new Promise<number>((resolve) => {
      cpuWaiters.push(resolve);
      child.stdin?.write("cpu\n");
    });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      for (let m = /CPU=(\d+)\n/.exec(out); m; m = /CPU=(\d+)\n/.exec(out)) {
        out = out.slice(m.index + m[0].length);
        cpuWaiters.shift()?.(Number(m[1]));
      }
      const port = /PORT=(\d+)/.exec(out);
      if (port) {
        out = out.replace(port[0], "");
        resolve({ port: Number(port[1]), child, cpu });
      }
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

interface Result {
  name: string;
  rps: number;
  p99: number;
  /** Server CPU time per request, µs. */
  cpuPerRequest: number;
  errors: number;
}

async function measure(name: string, server: Server, opts: autocannon.Options): Promise<Result> {
  // A short warm-up so JIT and caches are hot before the measured run.
  await autocannon({ ...opts, duration: 2 });
  const before = await server.cpu();
  const r = await autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS });
  const cpuUsed = (await server.cpu()) - before;
  return {
    name,
    rps: r.requests.average,
    p99: r.latency.p99,
    cpuPerRequest: cpuUsed / Math.max(1, r.requests.total),
    errors: r.errors + r.non2xx,
  };
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
  const tiny = await measure("bare Fastify, tiny constant JSON", bare, { url: `${bareBase}/tiny` });
  rows.push([
    await measure("GET /api/articles?lang=en", app, { url: `${base}/api/articles?lang=en` }),
    await measure("bare, same body", bare, { url: `${bareBase}/list` }),
  ]);
  rows.push([
    await measure("GET /api/pages/home", app, { url: `${base}/api/pages/home` }),
    await measure("bare, same body", bare, { url: `${bareBase}/page` }),
  ]);
  // What browsers ask for: the cached list goes out pre-compressed, so fewer bytes per request.
  const br = { "accept-encoding": "br, gzip" };
  rows.push([
    await measure("GET /api/articles?lang=en, br", app, { url: `${base}/api/articles?lang=en`, headers: br }),
    await measure("bare, same body, br", bare, { url: `${bareBase}/list-br`, headers: br }),
  ]);
  rows.push([
    await measure("POST /api/contact (stores a row)", app, { url: `${base}/api/contact`, method: "POST", headers: json, body: contact }),
    await measure("bare POST, tiny", bare, { url: `${bareBase}/tiny`, method: "POST", headers: json, body: contact }),
  ]);
  console.log(
    `\n${DURATION}s per endpoint, ${CONNECTIONS} connections, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, uncompressed unless marked br`,
  );
  console.log(
    `baseline: bare Fastify tiny constant JSON ${tiny.rps.toFixed(0)} req/s, p99 ${tiny.p99} ms, ${tiny.cpuPerRequest.toFixed(0)} µs server CPU per request\n`,
  );
  console.log(
    "endpoint".padEnd(34),
    "req/s".padStart(8),
    "p99 ms".padStart(7),
    "bare same body".padStart(15),
    "ratio".padStart(6),
    "vs tiny".padStart(8),
    "CPU µs/req".padStart(11),
    "bare same".padStart(10),
    "CPU vs tiny".padStart(12),
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
      r.cpuPerRequest.toFixed(0).padStart(11),
      same.cpuPerRequest.toFixed(0).padStart(10),
      `${((tiny.cpuPerRequest / r.cpuPerRequest) * 100).toFixed(0)}%`.padStart(12),
      String(r.errors).padStart(7),
    );
  }
} finally {
  bare.child.kill("SIGTERM");
  app.child.kill("SIGTERM");
}
