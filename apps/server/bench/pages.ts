// pnpm --filter @lumiere/server bench:pages: a flood of page requests each with a query string of its
// own (20,000 by default, BENCH_PAGE_REQUESTS) on every public page of both languages, against the
// compiled server started as `pnpm start` runs it, while one visitor loads ordinary pages one after
// another. Prints the server's RSS before, right after and once settled, and how many of the
// visitor's requests were answered 200 (load shedding answers 503). PGlite by default; DATABASE_URL
// measures on PostgreSQL. `pnpm build` first.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DATABASE_URL, dropSchema, schemaOf, startSite, usage } from "./site";

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_MS = 5_000;

const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-bench-pages-"));
const schema = schemaOf("pages");
const site = await startSite(dataDir, schema);
const pid = site.child.pid as number;

try {
  const pages: string[] = [];
  for (const lang of ["en", "fr"] as const) {
    for (const page of ["", "/about", "/technology", "/product", "/contact", "/insights", "/privacy", "/terms", "/cookies"]) {
      pages.push(`/${lang}${page}`);
    }
    const articles = (await (await fetch(`${site.url}/api/articles?lang=${lang}`)).json()) as Array<Record<string, string>>;
    for (const article of articles) pages.push(`/${lang}/insights/${article[`slug_${lang}`]}`);
  }
  // Every page rendered once first: what follows measures the query strings, not first renders.
  for (const page of pages) await (await fetch(`${site.url}${page}`)).arrayBuffer();
  const before = usage(pid).rssMiB;

  let sent = 0;
  let flooding = true;
  const visitor = { ok: 0, other: 0 };
  const visit = (async () => {
    for (let i = 0; flooding; i++) {
      const res = await fetch(`${site.url}${pages[i % pages.length]}`, { headers: { "accept-encoding": "br" } });
      await res.arrayBuffer();
      if (res.status === 200) visitor.ok++;
      else visitor.other++;
    }
  })();
  const flood = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    amount: REQUESTS,
    headers: { "accept-encoding": "br" },
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const n = sent++;
          return { ...req, path: `${pages[n % pages.length]}?v=${n}&utm_source=${Math.random().toString(36).slice(2)}` };
        },
      },
    ],
  });
  flooding = false;
  await visit;
  const right = usage(pid).rssMiB;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const settled = usage(pid).rssMiB;

  const db = DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`\n${db}: ${flood.requests.total} page requests, each with a query string of its own, over ${pages.length} public pages`);
  console.log(`  ${CONNECTIONS} connections, ${flood.requests.average.toFixed(0)} req/s, non-2xx ${flood.non2xx}, errors ${flood.errors}`);
  console.log(
    `RSS before ${before.toFixed(0)} MiB, right after ${right.toFixed(0)} MiB, ${SETTLE_MS / 1000} s later ${settled.toFixed(0)} MiB`,
  );
  console.log(`  after / before: ${(right / before).toFixed(2)}`);
  const visits = visitor.ok + visitor.other;
  console.log(
    `visitor meanwhile: ${visitor.ok} of ${visits} requests answered 200 (${((visitor.ok / Math.max(1, visits)) * 100).toFixed(0)}%)`,
  );
} finally {
  await site.stop();
  await dropSchema(schema);
  rmSync(dataDir, { recursive: true, force: true });
}
