// Lighthouse (mobile, its default) in Debian's Chromium on every public page in both languages
// (DESIGN §7), an article included. A measurement, not a test: it builds nothing and prints the
// four scores and the JavaScript transferred per page.
//
//   pnpm lighthouse                      starts the production server (run `pnpm build` first)
//   pnpm lighthouse http://host:port     measures a server that is already running
//   pnpm lighthouse --quick              only /en, /fr/insights and /en/contact
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../e2e/support/server";

const QUICK_PAGES = ["/en", "/fr/insights", "/en/contact"];
const SITE_PATHS = [
  "",
  "/technology",
  "/about",
  "/product",
  "/insights",
  "/contact",
  "/case-studies",
  "/team",
  "/privacy",
  "/terms",
  "/cookies",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What this script reads of a Lighthouse JSON report. */
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { score: number | null; displayValue?: string; details?: { items?: { resourceType: string; transferSize: number }[] } }
  >;
}

/** Lighthouse's own transient trace errors (NO_NAVSTART...) ask for another run: allow two more. */
async function runLighthouse(url: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again/i.test(String(error))) throw error;
    }
  }
}

function runLighthouseOnce(url: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const args = [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ];
    const child = spawn(path.join(webDir, "node_modules/.bin/lighthouse"), args, { env: { ...process.env, CHROME_PATH: chromePath } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse failed on ${url} (${code}):\n${err}`));
      resolve(JSON.parse(out));
    });
  });
}

/** Every public route in both languages, plus the newest article in each language. */
async function allPages(url: string): Promise<string[]> {
  const pages: string[] = [];
  const articles = (await (await fetch(`${url}/api/articles?lang=en`)).json()) as Record<string, string>[];
  for (const lang of ["en", "fr"]) {
    pages.push(...SITE_PATHS.map((p) => `/${lang}${p}`));
    const slug = articles[0]?.[`slug_${lang}`];
    if (slug) pages.push(`/${lang}/insights/${slug}`);
  }
  return pages;
}

const args = process.argv.slice(2);
const given = args.find((a) => !a.startsWith("--"));
const server = given ? { url: given.replace(/\/$/, ""), stop: async () => {} } : await startServer();
try {
  const pages = args.includes("--quick") ? QUICK_PAGES : await allPages(server.url);
  const width = Math.max(23, ...pages.map((p) => p.length));
  // One unmeasured visit warms the server's caches, as real traffic would.
  for (const page of pages) await fetch(server.url + page);
  // "JS transferred" counts every script fetched during the run, lazy islands and chat included;
  // scripts/check-bundle.mjs measures the first load alone.
  console.log(`${"Lighthouse (mobile)".padEnd(width)} ${CATEGORIES.map((c) => c.padStart(15)).join("")}   JS transferred`);
  for (const page of pages) {
    const report = await runLighthouse(server.url + page);
    const scores = CATEGORIES.map((c) => String(Math.round((report.categories[c]?.score ?? 0) * 100)).padStart(15));
    const js = report.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
    const failing = CATEGORIES.flatMap((c) =>
      (report.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${report.audits[ref.id]?.displayValue ?? report.audits[ref.id]?.score})`),
    );
    console.log(`${page.padEnd(width)} ${scores.join("")}   ${js ? `${(js.transferSize / 1024).toFixed(1)} KB` : "-"}`);
    if (failing.length) console.log(`    below 90: ${failing.join(", ")}`);
  }
} finally {
  await server.stop();
}
