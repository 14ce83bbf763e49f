// The compiled server on a new, empty DATA_DIR, asked for every public page of the seed in both
// languages (every address of its sitemap, every article included, and the articles' API): its main
// thread never loads jsdom or DOMPurify, nor PGlite (it runs on the database's own thread), nor the
// PostgreSQL client (postgres.js, for a DATABASE_URL only). The
// article bodies visitors read were rendered and sanitised when their text was written (the seed's
// are in the build's database template), so sanitising stays on the admin's path. Needs
// `pnpm build` first.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGS } from "@lumiere/i18n";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, whenAnswering } from "./spawn-support";

const recordLoads = fileURLToPath(new URL("./fixtures/record-loads.mjs", import.meta.url));
const SANITISER = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(jsdom|dompurify)\//;
// PGlite runs on the embedded database's own thread; drizzle's driver on this one is handed that thread.
const PGLITE = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@electric-sql\/pglite\//;

const POSTGRES_JS = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?postgres\//;
const bundleDir = fileURLToPath(new URL("../../dist/server/", import.meta.url));

/** The compiled server's chunks holding code of `pkg` (npm packages are inlined), by their source maps. */
function chunksWith(pkg: RegExp): string[] {
  return readdirSync(bundleDir)
    .filter((name) => name.endsWith(".js.map"))
    .filter((name) =>
      (JSON.parse(readFileSync(path.join(bundleDir, name), "utf8")) as { sources: string[] }).sources.some((s) => pkg.test(s)),
    )
    .map((name) => name.slice(0, -".map".length));
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "lumiere-visitor-modules-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The paths of every `<loc>` of a sitemap document. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);

it("serves every public page and article in both languages without loading jsdom, DOMPurify, PGlite or postgres.js on its main thread", {
  timeout: 120_000,
}, async () => {
  const loadedFile = path.join(dir, "loaded");
  const server = await startServer({
    DATA_DIR: path.join(dir, "data"),
    NODE_OPTIONS: `--import=${recordLoads}`,
    LOADED_MODULES_FILE: loadedFile,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const get = async (pathname: string) => {
    const res = await fetch(base + pathname, { headers: { "accept-encoding": "br" } });
    return { status: res.status, text: await res.text() };
  };
  const served: string[] = [];
  try {
    expect((await whenAnswering(server, "/healthz"))?.status, server.stderr()).toBe(200);
    const pages: string[] = [];
    for (const child of locations((await get("/sitemap.xml")).text)) pages.push(...locations((await get(child)).text));
    for (const lang of LANGS) {
      const articles = JSON.parse((await get(`/api/articles?lang=${lang}`)).text) as Array<Record<string, string>>;
      expect(articles.length).toBeGreaterThan(0);
      for (const article of articles) {
        const slug = article[`slug_${lang}`] ?? "";
        // Every article's page in this language is in the sitemap, so each body below was served.
        expect(pages).toContain(`/${lang}/insights/${slug}`);
        expect((await get(`/api/articles/${slug}?lang=${lang}`)).status).toBe(200);
      }
      expect(pages).toContain(`/${lang}/insights`);
    }
    for (const page of pages) {
      const { status, text } = await get(page);
      expect(status, page).toBe(200);
      served.push(page);
      // An article page shows its rendered text (paragraphs of the body), not a placeholder.
      if (/\/insights\/./.test(page)) expect(text, page).toMatch(/<p>[^<]{80,}/);
    }
  } finally {
    server.child.kill("SIGTERM");
  }
  expect(await server.exit, `${server.stderr()}\n${server.stdout()}`).toBe(0);
  expect(served.filter((p) => /\/insights\/./.test(p)).length).toBeGreaterThanOrEqual(2 * LANGS.length);
  const loaded = readFileSync(loadedFile, "utf8").split("\n");
  expect(loaded.some((url) => url.endsWith("/dist/server/main.js"))).toBe(true);
  // The packages named (not their hundreds of files) when one was loaded.
  expect([...new Set(loaded.map((url) => SANITISER.exec(url)?.[1]).filter(Boolean))]).toEqual([]);
  expect(loaded.filter((url) => PGLITE.test(url))).toEqual([]);
  const postgresChunks = chunksWith(POSTGRES_JS);
  expect(postgresChunks.length).toBeGreaterThan(0);
  expect(loaded.filter((url) => postgresChunks.some((chunk) => url.endsWith(`/dist/server/${chunk}`)))).toEqual([]);
});
