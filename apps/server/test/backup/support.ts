// What the backup tests share: the CLI run as an operator runs it, and a site seen through HTTP.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import postgres from "postgres";
import { Header, list } from "tar";
import { testDatabaseUrl } from "../helpers/app";
import { PNG_1X1 } from "../rest/support";
import { builtEntry, type Started, startServer, stderrLines, whenAnswering } from "../server/spawn-support";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm backup|restore <file>`: the compiled command, in this environment on top of a quiet one. */
export function runCli(command: "backup" | "restore", file: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [builtEntry(command), file], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: "", REDIS_URL: "", NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** stderr's lines, less Node's own warnings. */
export const errorLines = (run: CliRun) => stderrLines({ stderr: () => run.stderr });

/** A site on a port, as an admin sees it over HTTP. */
export class SiteClient {
  private cookie = "";
  constructor(private readonly base: string) {}

  async signIn(): Promise<void> {
    const res = await fetch(`${this.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "correct horse battery" }),
    });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    this.cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }

  async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }

  /** Writes an article, a contact message (a lead) and a picture upload. */
  async addContent(): Promise<void> {
    await this.call("POST", "/api/admin/articles", {
      title_en: "Backed-up article",
      title_fr: "Article sauvegardé",
      content_en: "<p>Kept in the archive.</p>",
      content_fr: "<p>Gardé dans l'archive.</p>",
    });
    await this.call("POST", "/api/contact", {
      firstName: "Camille",
      lastName: "Durand",
      email: "camille.backup@example.com",
      company: "Durand SARL",
      subject: "project",
      message: "Please keep this lead through a restore.",
      fillMs: 5000,
    });
    const form = new FormData();
    form.append("file", new Blob([PNG_1X1], { type: "image/png" }), "pixel.png");
    const res = await fetch(`${this.base}/api/admin/media/upload`, { method: "POST", headers: { cookie: this.cookie }, body: form });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  }

  /** The insights list of each language as a visitor's page asks for it (one batched /trpc GET): total, categories, tags. */
  async insights(): Promise<unknown> {
    // One card a page, so the total is counted, not read off a short page.
    const input = { 0: { lang: "en", page: 1, perPage: 1 }, 1: { lang: "fr", page: 1, perPage: 1 } };
    const res = await fetch(`${this.base}/trpc/articles.page,articles.page?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
    if (res.status !== 200) throw new Error(`insights: ${res.status} ${await res.text()}`);
    const pages = (await res.json()) as { result: { data: { total: number; categories: string[]; tags: string[] } } }[];
    return pages.map(({ result: { data } }) => ({ total: data.total, categories: data.categories, tags: data.tags }));
  }

  /** What a restore must bring back: the articles, the leads, every media file's bytes, and what the insights list counts. */
  async snapshot(): Promise<{ articles: unknown; contacts: unknown; media: unknown; files: Record<string, string>; insights: unknown }> {
    const list = (v: unknown) => (Array.isArray(v) ? v : ((v as { items?: unknown[] }).items ?? []));
    const media = list(await this.call("GET", "/api/admin/media")) as { url: string }[];
    const files: Record<string, string> = {};
    for (const { url } of media) {
      const res = await fetch(new URL(url, this.base));
      files[url] = Buffer.from(await res.arrayBuffer()).toString("base64");
    }
    return {
      articles: list(await this.call("GET", "/api/admin/articles")),
      contacts: list(await this.call("GET", "/api/admin/contacts")),
      media,
      files,
      insights: await this.insights(),
    };
  }
}

/** A server on this data (DATA_DIR, and the database of `env`), signed in as the admin. */
export async function serve(env: Record<string, string>, started: Started[]): Promise<{ server: Started; site: SiteClient }> {
  const server = await startServer(env);
  started.push(server);
  // A first start on a new folder creates the database: slow on a busy machine.
  let ready: Response | undefined;
  for (let i = 0; i < 3 && !ready; i++) ready = await whenAnswering(server, "/readyz");
  if (ready?.status !== 200) throw new Error(`the server did not get ready: ${server.stderr()}`);
  const site = new SiteClient(`http://127.0.0.1:${server.port}`);
  await site.signIn();
  return { server, site };
}

/** Stops a server as an operator does; resolves with its exit code. */
export async function stop(server: Started): Promise<number | null> {
  server.child.kill("SIGTERM");
  return server.exit;
}

/** Every media file's bytes in DATA_DIR/media, by name. */
export function mediaFiles(dataDir: string): Record<string, string> {
  const dir = path.join(dataDir, "media");
  if (!existsSync(dir)) return {};
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name)).toString("base64")]));
}

export interface ArchiveEntry {
  path: string;
  bytes: Buffer;
}

/** The files of an archive, in order, whole (test archives are small). */
export async function archiveEntries(file: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  await list({
    file,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on("data", (c: Buffer) => chunks.push(c));
      entry.on("end", () => entries.push({ path: entry.path, bytes: Buffer.concat(chunks) }));
    },
  });
  return entries;
}

const block = (length: number) => Buffer.alloc(Math.ceil(length / 512) * 512);

/**
 * Writes a tar.gz of these entries, its manifest's counts made to match them, so that only what a
 * test crafted is wrong with it (names, sizes or rows no backup writes).
 */
export function writeCraftedArchive(file: string, entries: ArchiveEntry[]): void {
  const media = entries.filter((e) => e.path.startsWith("media/"));
  const tables: Record<string, number> = {};
  for (const e of entries) {
    const table = /^db\/([^/]+)\//.exec(e.path)?.[1];
    if (table) tables[table] = (tables[table] ?? 0) + (JSON.parse(e.bytes.toString("utf8")) as unknown[]).length;
  }
  const parts: Buffer[] = [];
  for (const e of entries) {
    let bytes = e.bytes;
    if (e.path === "manifest.json") {
      const manifest = JSON.parse(bytes.toString("utf8"));
      manifest.tables = { ...manifest.tables, ...tables };
      manifest.media = { count: media.length, bytes: media.reduce((n, m) => n + m.bytes.length, 0) };
      bytes = Buffer.from(JSON.stringify(manifest));
    }
    const header = Buffer.alloc(512);
    new Header({ path: e.path, type: "File", size: bytes.length, mode: 0o600, mtime: new Date(0) }).encode(header);
    const body = block(bytes.length);
    bytes.copy(body);
    parts.push(header, body);
  }
  parts.push(Buffer.alloc(1024));
  writeFileSync(file, gzipSync(Buffer.concat(parts)));
}

/** After a file's tests: its servers killed, its PostgreSQL schema (when on PostgreSQL) and its folder removed. */
export async function cleanUp(servers: Started[], schema: string, work: string): Promise<void> {
  for (const s of servers) s.child.kill("SIGKILL");
  if (testDatabaseUrl) {
    const sql = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop schema if exists "${schema}" cascade`);
    await sql.end();
  }
  rmSync(work, { recursive: true, force: true });
}
