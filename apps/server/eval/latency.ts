// Aya's answer time over HTTP: plays every turn of the given sets (each item in its own session)
// against a running site and prints the median and 95th percentile per answer, and the server's RSS
// when its pid is given. `tsx eval/latency.ts --url http://127.0.0.1:3000 [--pid N] set.json…`
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const url = opt("--url") ?? "http://127.0.0.1:3000";
const pid = opt("--pid");
const times: number[] = [];
const slowest: [number, string][] = [];
let n = 0;
const stamp = Date.now();
for (const file of args) {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { turns: string[] }[] | { items: { turns: string[] }[] };
  const items = Array.isArray(parsed) ? parsed : parsed.items;
  for (const item of items) {
    const sessionId = `session_${stamp}${String(n++).padStart(9, "0")}`;
    for (const message of item.turns) {
      const started = performance.now();
      const res = await fetch(`${url}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId, message }),
      });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      if (res.status === 200) times.push(ms);
      slowest.push([ms, message]);
    }
  }
}
times.sort((a, b) => a - b);
slowest.sort((a, b) => b[0] - a[0]);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(`${times.length} answers: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
if (args.length > 0 && process.env.SHOW_SLOWEST)
  for (const [ms, m] of slowest.slice(0, 15)) console.log(`${ms.toFixed(0).padStart(6)} ms  ${m.slice(0, 100)}`);
if (pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  console.log(`server RSS: ${status.match(/VmRSS:\s+(\d+)/)?.[1] ?? "?"} kB, peak ${status.match(/VmHWM:\s+(\d+)/)?.[1] ?? "?"} kB`);
}
