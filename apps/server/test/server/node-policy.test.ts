// The Node the project needs is enforced up front: on an older Node (the system's, v20 on Debian
// bookworm), `pnpm install` and `pnpm start` stop at once with the one message naming the Node
// needed (package.json's devEngines.runtime, the same range as engines.node), instead of a screen
// of engine warnings and then a crash in the build.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string; onFail: string } };
};
/** Every installed package's engines.node, by name@version (pnpm's store of the workspace). */
function installedEngines(): Map<string, string> {
  const engines = new Map<string, string>();
  const store = path.join(root, "node_modules/.pnpm");
  const read = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith("@")) read(path.join(dir, name));
      else {
        const file = path.join(dir, name, "package.json");
        if (!existsSync(file)) continue;
        const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string; engines?: { node?: string } };
        if (pkg.engines?.node) engines.set(`${pkg.name}@${pkg.version}`, pkg.engines.node);
      }
    }
  };
  for (const entry of readdirSync(store))
    if (existsSync(path.join(store, entry, "node_modules"))) read(path.join(store, entry, "node_modules"));
  return engines;
}

const OLD_NODE = "/usr/bin/node";
const oldVersion = existsSync(OLD_NODE) ? spawnSync(OLD_NODE, ["--version"], { encoding: "utf8" }).stdout.trim() : "";
const oldMajor = Number(/^v(\d+)\./.exec(oldVersion)?.[1] ?? 0);
const pnpm = (process.env.PATH ?? "")
  .split(path.delimiter)
  .map((dir) => path.join(dir, "pnpm"))
  .find((file) => existsSync(file));

describe("the Node version policy", () => {
  it("declares one range, enforced by pnpm, that every locked dependency's engines accept", () => {
    expect(manifest.devEngines.runtime).toEqual({ name: "node", version: manifest.engines.node, onFail: "error" });
    expect(readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8")).toMatch(/^engineStrict: true$/m);
    const range = manifest.engines.node;
    // Its lowest version, and the exact one CI and the image use, satisfy every dependency...
    const lowest = semver.minVersion(range)?.version as string;
    const pinned = readFileSync(path.join(root, ".node-version"), "utf8").trim();
    const engines = installedEngines();
    expect(engines.size).toBeGreaterThan(100);
    for (const version of [lowest, pinned]) {
      const refusing = [...engines]
        .filter(([, wanted]) => !semver.satisfies(version, wanted))
        .map(([pkg, wanted]) => `${pkg} wants ${wanted}`);
      expect(refusing, `Node ${version}`).toEqual([]);
    }
    // ...and the release just below it does not satisfy them all: the range is the true minimum.
    const below = `${semver.major(lowest)}.${semver.minor(lowest) - 1}.99`;
    expect([...engines.values()].every((wanted) => semver.satisfies(below, wanted))).toBe(false);
  });

  it("lets Renovate propose a new Node major once it is LTS, and not before", () => {
    type Rule = {
      matchDepNames?: string[];
      matchPackageNames?: string[];
      matchDatasources?: string[];
      allowedVersions?: string;
      versioning?: string;
    };
    const rules = (JSON.parse(readFileSync(path.join(root, "renovate.json"), "utf8")) as { packageRules: Rule[] }).packageRules;
    const about = (name: string) => rules.filter((r) => r.matchDepNames?.includes(name) || r.matchPackageNames?.includes(name));
    // No cap at a major for .node-version (Renovate's node versioning: only LTS lines are stable)...
    expect(about("node").filter((r) => !r.matchDatasources && r.allowedVersions)).toEqual([]);
    // ...@types/node read with the same versioning, and the image's tag only to an even major.
    expect(about("@types/node").some((r) => r.versioning === "node")).toBe(true);
    const image = about("node").find((r) => r.matchDatasources?.includes("docker"))?.allowedVersions ?? "";
    const allowed = new RegExp(image.slice(1, -1));
    expect(["26-bookworm-slim", "27-bookworm-slim"].map((tag) => allowed.test(tag))).toEqual([true, false]);
  });

  describe.skipIf(!pnpm || oldMajor === 0 || oldMajor >= 24)(`on the system's older Node (${OLD_NODE} ${oldVersion || "absent"})`, () => {
    const bin = mkdtempSync(path.join(tmpdir(), "lumiere-old-node-"));
    symlinkSync(OLD_NODE, path.join(bin, "node"));
    afterAll(() => rmSync(bin, { recursive: true, force: true }));

    /** pnpm with the older Node first on PATH, as a newcomer's shell has it. */
    const run = (...args: string[]) => {
      const started = Date.now();
      const out = spawnSync(pnpm as string, args, {
        cwd: root,
        encoding: "utf8",
        timeout: 60_000,
        env: { ...process.env, PATH: [bin, path.dirname(pnpm as string), "/usr/bin", "/bin"].join(path.delimiter), CI: "" },
      });
      // pnpm wraps its message at 80 columns: read it as the one line it is.
      const text = `${out.stdout}${out.stderr}`.replace(/\n\s*│\s*/g, " ");
      return { status: out.status, text, ms: Date.now() - started };
    };

    for (const command of [["install", "--frozen-lockfile", "--offline"], ["start"]]) {
      it(`refuses \`pnpm ${command[0]}\` at once, naming the Node needed`, { timeout: 90_000 }, () => {
        const { status, text } = run(...command);
        expect(status, text).not.toBe(0);
        expect(text).toContain(`This project requires Node.js ${manifest.engines.node}. Your current Node.js is ${oldVersion}`);
        // Nothing ran before the refusal: no engine warnings, no build.
        expect(text).not.toMatch(/Unsupported engine|turbo|globSync/);
      });
    }
  });
});
