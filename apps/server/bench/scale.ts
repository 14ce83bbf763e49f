// pnpm bench:scale: the site with the seed's articles, then with 10,000 bilingual articles, side by
// side. The compiled server runs as `pnpm start` runs it (`pnpm build` first); between the two rounds
// it is stopped and the articles are stored in one multi-row insert per thousand (Postgres computes
// their search_en / search_fr columns as for any article), then the tables vacuumed and analyzed as
// the server's upkeep does. Each round measures:
//  - public pages: status, HTML bytes, first render (content and page caches just dropped, as a
//    publication drops them; the median of a few) and the warm median;
//  - /en and /en/insights?page=2 under load next to a bare server sending the same bytes;
//  - the admin Articles list through /trpc (time and bytes as a browser downloads them);
//  - Aya's median over fixed questions in both languages; the server's RSS at the end.
// PGlite by default (DATA_DIR); DATABASE_URL measures on PostgreSQL (a schema of its own).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { articles, sql, tidyTables, openDb } from "@lumiere/db";
import { startBare } from "./bare";
import { fillArticles } from "./scale-content";
import { DATABASE_URL, dropSchema, schemaOf, startSite, usage } from "./site";

const TARGET = Number(process.env.BENCH_ARTICLES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_RUNS = 15;
/** A first render is one request: its median over a few, each after the caches are dropped. */
const FIRST_RUNS = 5;
const REQUEST_TIMEOUT_MS = 30_000;
// Aya's answers are the figure, not the rate limit.
process.env.RATE_LIMIT_CHAT_PER_MINUTE = "100000";
process.env.RATE_LIMIT_RENDERS_PER_MINUTE = "100000";

const PAGES: Array<[string, string]> = [
  ["/en", "/en"],
  ["/en/insights", "/en/insights"],
  ["/en/insights?page=50", "/en/insights?page=50"],
  ["category page", "/en/insights?category=Machine%20Learning"],
  // A word most of the bench's articles share, then one a single article has.
  ["search", "/en/insights?q=forecasting"],
  ["search, a rare word", "/en/insights?q=radiologists"],
  ["tag page", "/en/insights?tag=automation"],
  // An article page with its "Related Articles" (a seed article: there in both rounds).
  ["article", "/en/insights/computer-vision-for-quality-inspection-on-the-production-line"],
  ["RSS feed", "/en/insights/rss.xml"],
  ["case studies", "/en/case-studies"],
  ["team", "/en/team"],
  // Made by the bench before the first round (LANDING below).
  ["landing page", "/en/bench-campaign"],
];
const LOADED = ["/en", "/en/insights?page=2"];
// What the admin's Articles section asks for when it opens.
const ADMIN_LISTS: Array<[string, unknown]> = [
  ["admin.articles.page", { page: 1, perPage: 25 }],
  // The Workflows board, whose pages, landing pages and articles share one query.
  ["admin.editorial.page", { page: 1, perPage: 25 }],
];
/** A published landing page (rich text, features, FAQ, the consultation form). */
const LANDING = {
  title_en: "Bench campaign",
  title_fr: "Campagne de mesure",
  slug_en: "bench-campaign",
  slug_fr: "campagne-de-mesure",
  description_en: "A campaign page of every block kind.",
  blocks_en: [
    { type: "hero", title: "An AI audit in two weeks", text: "We look at your data.", ctaLabel: "Book", ctaHref: "/en/contact" },
    { type: "richText", markdown: "## What you get\n\nA **report** and a plan." },
    {
      type: "features",
      title: "Steps",
      items: [
        { title: "Listen", text: "Workshops" },
        { title: "Measure", text: "Your data" },
      ],
    },
    { type: "faq", title: "Questions", items: [{ question: "How long?", answer: "Two weeks." }] },
    { type: "form", form: "consultation", title: "", text: "" },
  ],
  blocks_fr: [{ type: "hero", title: "Un audit IA en deux semaines" }],
  action: "publish",
};
const QUESTIONS: Array<["en" | "fr", string]> = [
  ["en", "What services do you offer?"],
  ["en", "How much does a project cost?"],
  ["en", "What is Lumière Studio?"],
  ["en", "Do you work with healthcare companies?"],
  ["en", "How do you handle data privacy?"],
  ["en", "What technology do you use?"],
  ["en", "How long does an AI project take?"],
  ["en", "Can you help with computer vision?"],
  ["en", "Where is your office?"],
  ["en", "How does machine learning reduce supply chain costs?"],
  ["fr", "Quels services proposez-vous ?"],
  ["fr", "Combien coûte un projet ?"],
  ["fr", "Qu'est-ce que Lumière Studio ?"],
  ["fr", "Travaillez-vous avec le secteur de la santé ?"],
  ["fr", "Comment protégez-vous les données ?"],
  ["fr", "Quelles technologies utilisez-vous ?"],
  ["fr", "Combien de temps dure un projet d'IA ?"],
  ["fr", "Faites-vous de la vision par ordinateur ?"],
  ["fr", "Où sont vos bureaux ?"],
  ["fr", "Comment l'analyse prédictive améliore-t-elle la prévision de la demande ?"],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A request that gives up after REQUEST_TIMEOUT_MS (status 0): a slow answer is a figure, not a hang. */
async function timed(url: string, init: RequestInit = {}): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const buffer = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes: buffer.length, ms: performance.now() - started };
  } catch {
    return { status: 0, bytes: 0, ms: performance.now() - started };
  }
}

/** One round against a running site: every figure keyed by its row label. */
async function measureRound(): Promise<Map<string, { text: string; value: number }>> {
  const out = new Map<string, { text: string; value: number }>();
  const put = (label: string, value: number, text: string) => out.set(label, { value, text });
  const site = await startSite(dataDir, schema);
  const pid = site.child.pid as number;
  const memory = (step: string) => {
    const rss = usage(pid).rssMiB;
    put(`RSS ${step}`, rss, `${rss.toFixed(0)} MiB`);
  };
  try {
    memory("at start");
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "bench admin password" }),
    });
    const cookie = /lumiere_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
    // Saving a setting drops the content cache and every stored page, as a publication does.
    const dropCaches = async () => {
      const res = await fetch(`${site.url}/api/admin/settings`, {
        method: "PUT",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ type: "security", data: { sessionTimeout: "60" } }),
      });
      if (!res.ok) throw new Error(`could not drop the caches: ${res.status}`);
    };

    // Made once (the second round finds it in the database).
    const made = await fetch(`${site.url}/trpc/admin.landingPages.save`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(LANDING),
    });
    if (!made.ok && !(await made.text()).includes("slug")) throw new Error(`could not make the landing page: ${made.status}`);

    for (const [label, p] of PAGES) {
      const firsts: number[] = [];
      let first = { status: 0, bytes: 0, ms: 0 };
      for (let i = 0; i < FIRST_RUNS && (i === 0 || first.status > 0); i++) {
        await dropCaches();
        first = await timed(`${site.url}${p}`, { headers: { "accept-encoding": "identity" } });
        firsts.push(first.ms);
      }
      const warm: number[] = [];
      for (let i = 0; i < WARM_RUNS && first.status > 0; i++)
        warm.push((await timed(`${site.url}${p}`, { headers: { "accept-encoding": "identity" } })).ms);
      put(`${label}: status`, first.status, first.status ? String(first.status) : "timeout");
      put(`${label}: HTML bytes`, first.bytes, kb(first.bytes));
      put(`${label}: first render`, median(firsts), ms(median(firsts)));
      put(`${label}: warm median`, median(warm), ms(median(warm)));
    }
    memory("after the pages");

    const bare = await startBare(site.url, LOADED);
    try {
      for (const [i, p] of LOADED.entries()) {
        const run = async (url: string) => {
          await autocannon({ url, duration: WARMUP, connections: CONNECTIONS });
          return (await autocannon({ url, duration: SECONDS, connections: CONNECTIONS })).requests.average;
        };
        const siteRps = await run(`${site.url}${p}`);
        const bareRps = await run(`${bare.url}/copy/${i}`);
        put(
          `${p} req/s (bare same bytes)`,
          siteRps,
          `${siteRps.toFixed(0)} (${bareRps.toFixed(0)}): ${((siteRps / bareRps) * 100).toFixed(0)}%`,
        );
      }
    } finally {
      bare.child.kill("SIGTERM");
    }
    memory("after the load");

    for (const [procedure, input] of ADMIN_LISTS) {
      const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const url = `${site.url}/trpc/${procedure}${query}`;
      const times: number[] = [];
      let last = { status: 0, bytes: 0 };
      for (let i = 0; i < 3; i++) {
        const r = await timed(url, { headers: { cookie, "accept-encoding": "br" } });
        times.push(r.ms);
        last = r;
        if (r.status === 0) break;
      }
      const note = last.status === 200 ? "" : ` (status ${last.status})`;
      put(`${procedure}: median`, median(times), `${ms(median(times))}${note}`);
      put(`${procedure}: bytes (br)`, last.bytes, kb(last.bytes));
      memory(`after ${procedure}`);
    }

    const answers: number[] = [];
    let failed = 0;
    for (const [n, [lang, message]] of [QUESTIONS[0] as (typeof QUESTIONS)[number], ...QUESTIONS].entries()) {
      const r = await timed(`${site.url}/trpc/chat.send`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: `session_bench${n}`, message, lang }),
      });
      if (r.status !== 200) failed++;
      if (n > 0) answers.push(r.ms);
    }
    put("Aya: median answer", median(answers), `${ms(median(answers))}${failed ? ` (${failed} not 200)` : ""}`);
    memory("after Aya (the round's end)");
  } finally {
    await site.stop();
  }
  return out;
}

/** Stores articles until the site holds `TARGET`; checks Postgres filled their search columns. */
async function fillArchive(): Promise<{ count: number; seconds: number }> {
  const handle = await openDb(DATABASE_URL ? { databaseUrl: DATABASE_URL, searchPath: schema, maxConnections: 1 } : { dataDir });
  const started = performance.now();
  try {
    await fillArticles(handle.db, TARGET);
    // As the server's upkeep (PGlite) or autovacuum (PostgreSQL) does within minutes of a change
    // this large: a site grown over months is measured, not one a second after a bulk import.
    await tidyTables(handle);
    const [check] = await handle.db
      .select({
        count: sql<number>`count(*)::int`,
        unsearchable: sql<number>`count(*) filter (where search_en = ''::tsvector or search_fr = ''::tsvector)::int`,
      })
      .from(articles);
    if (!check || check.unsearchable > 0) throw new Error(`${check?.unsearchable} articles without search columns`);
    return { count: check.count, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-bench-scale-"));
const schema = schemaOf("scale");
try {
  process.stderr.write("round 1 (seed)…\n");
  const seed = await measureRound();
  const filled = await fillArchive();
  process.stderr.write(
    `stored up to ${filled.count} articles in ${filled.seconds.toFixed(1)} s (the bench's own RSS ${usage(process.pid).rssMiB.toFixed(0)} MiB); round 2…\n`,
  );
  const scaled = await measureRound();

  const db = DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`\n${db}, production build; load: ${SECONDS} s after ${WARMUP} s warm-up, ${CONNECTIONS} connections`);
  console.log("what".padEnd(44), "seed".padStart(26), `${filled.count} articles`.padStart(26), "ratio".padStart(7));
  for (const [label, a] of seed) {
    const b = scaled.get(label);
    const ratio = b && a.value > 0 && !label.endsWith("status") ? `${(b.value / a.value).toFixed(2)}×` : "";
    console.log(label.padEnd(44), a.text.padStart(26), (b?.text ?? "").padStart(26), ratio.padStart(7));
  }
} finally {
  await dropSchema(schema);
  rmSync(dataDir, { recursive: true, force: true });
}
