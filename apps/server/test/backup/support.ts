// What the backup tests share: the CLI run as an operator runs it, and a site seen through HTTP.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PNG_1X1 } from "../rest/support";
import { stderrLines } from "../server/spawn-support";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm backup|restore <file>`'s entry, through tsx, in this environment on top of a quiet one. */
export function runCli(command: "backup" | "restore", file: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `src/cli/${command}.ts`, file], {
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

  /** What a restore must bring back: the articles, the leads, and every media file's bytes. */
  async snapshot(): Promise<{ articles: unknown; contacts: unknown; media: unknown; files: Record<string, string> }> {
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
    };
  }
}
