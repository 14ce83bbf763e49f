// The password of the first admin account, generated when none is configured, is handed over once:
// in the banner on a terminal, else (stdout a pipe, as containers ship it) in DATA_DIR/admin-password.txt,
// mode 0600, with the log naming the file; never in the log or on stdout.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { builtEntry, freePort, quietServerEnv, type Started, startServer, whenAnswering } from "./spawn-support";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
/** No admin configured, on the embedded database of a new folder: start-up generates a password. */
const fresh = (dataDir: string) => ({ DATA_DIR: dataDir, ADMIN_USERNAME: "", ADMIN_PASSWORD: "", LOG_LEVEL: "info" });

/** Resolves once `text()` shows the banner's sign-in line (or the process ends). */
async function banner(s: Pick<Started, "exit">, text: () => string): Promise<string> {
  let ended = false;
  void s.exit.then(() => (ended = true));
  await vi.waitFor(
    () => {
      if (!ended) expect(text()).toMatch(/Admin sign-in: .*\n/);
    },
    { timeout: 90_000, interval: 100 },
  );
  return /Admin sign-in: (.*)\n/.exec(text())?.[1] ?? "";
}

async function signIn(port: number, password: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  });
  return res.status;
}

describe("the generated admin password", () => {
  const dirs: string[] = [];
  const stops: Array<() => void> = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-admin-password-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const stop of stops) stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("goes to a file only this user reads when stdout is not a terminal, and the log names the file", { timeout: 120_000 }, async () => {
    const dataDir = newDir();
    const s = await startServer(fresh(dataDir));
    stops.push(() => s.child.kill("SIGKILL"));
    expect((await whenAnswering(s, "/healthz"))?.status, s.stdout() + s.stderr()).toBe(200);
    const line = await banner(s, s.stdout);
    const file = path.join(dataDir, "admin-password.txt");
    expect(line).toContain(`password in ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await signIn(s.port, password)).toBe(200);
    // The log says where, not what; neither stream holds the password.
    // (Log lines are written out in batches, at least every second.)
    const logged = () =>
      s
        .stdout()
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { file?: string });
    await vi.waitFor(() => expect(logged().some((l) => l.file === file)).toBe(true), { timeout: 10_000 });
    expect(s.stdout()).not.toContain(password);
    expect(s.stderr()).not.toContain(password);
    // Once the admin chooses their own password, the file that held the old one is gone.
    const login = await fetch(`http://127.0.0.1:${s.port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    const cookie = /lumiere_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
    const changed = await fetch(`http://127.0.0.1:${s.port}/trpc/admin.account.changePassword`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ currentPassword: password, newPassword: "a new and long passphrase 42" }),
    });
    expect(changed.status, await changed.text()).toBe(200);
    expect(existsSync(file)).toBe(false);
    s.child.kill("SIGTERM");
    await s.exit;
  });

  it("is shown in the banner when stdout is a terminal, and written to no file", { timeout: 120_000 }, async () => {
    const dataDir = newDir();
    const port = await freePort();
    // script(1) runs the server on a pseudo-terminal, as an operator's shell does.
    const child = spawn("script", ["-qfec", `exec "${process.execPath}" "${builtEntry("main")}"`, "/dev/null"], {
      cwd: serverDir,
      env: { ...quietServerEnv(port), ...fresh(dataDir) },
      stdio: ["pipe", "pipe", "pipe"],
    });
    stops.push(() => child.kill("SIGKILL"));
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString().replaceAll("\r", "")));
    const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const line = await banner({ exit }, () => out);
    const password = /password "([^"]+)"/.exec(line)?.[1] ?? "";
    expect(password.length, out).toBeGreaterThanOrEqual(16);
    expect(existsSync(path.join(dataDir, "admin-password.txt"))).toBe(false);
    expect(await signIn(port, password)).toBe(200);
    child.kill("SIGTERM");
    await exit;
  });
});
