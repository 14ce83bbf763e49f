// Every GritQL guard of biome.json, run alone on its probe files (probes/<guard>/): each line marked
// `// caught` must get exactly that guard's diagnostic, and no other line any. One Biome run for all.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGS } from "@lumiere/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../..");
const MARK = "// caught";

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

/** The guards wired in the root biome.json (only its plugins: its rules are not this test's). */
const guards: string[] = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")).plugins.map((plugin: string | { path: string }) =>
  basename(typeof plugin === "string" ? plugin : plugin.path, ".grit"),
);

const messageOf = (guard: string): string => {
  const found = /message="([^"]*)"/.exec(readFileSync(join(here, `${guard}.grit`), "utf8"));
  if (!found?.[1]) throw new Error(`${guard}.grit registers no message`);
  return found[1];
};

const probeFiles = (guard: string): string[] =>
  readdirSync(join(here, "probes", guard), { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));

/** "probes/<guard>/<file>:<line>" of every line marked as one the guard must refuse. */
function expectedHits(guard: string): string[] {
  return probeFiles(guard).flatMap((file) =>
    readFileSync(join(here, "probes", guard, file), "utf8")
      .split("\n")
      .flatMap((line, index) => (line.trimEnd().endsWith(MARK) ? [`probes/${guard}/${file}:${index + 1}`] : [])),
  );
}

let diagnostics: Diagnostic[] = [];
let workDir = "";

beforeAll(() => {
  // A copy outside the repository, with a config of its own: the root config excludes the probes.
  workDir = mkdtempSync(join(tmpdir(), "biome-guards-"));
  cpSync(join(here, "probes"), join(workDir, "probes"), { recursive: true });
  for (const guard of guards) cpSync(join(here, `${guard}.grit`), join(workDir, `${guard}.grit`));
  const config = {
    root: true,
    vcs: { enabled: false },
    files: { includes: ["probes/**"] },
    plugins: guards.map((guard) => ({ path: `./${guard}.grit`, includes: [`probes/${guard}/**`] })),
    formatter: { enabled: false },
    assist: { enabled: false },
    linter: { enabled: true, rules: { preset: "none" } },
  };
  writeFileSync(join(workDir, "biome.json"), JSON.stringify(config));
  const biome = join(dirname(createRequire(import.meta.url).resolve("@biomejs/biome/package.json")), "bin/biome");
  let output: string;
  try {
    output = execFileSync(biome, ["lint", "--reporter=json", "--max-diagnostics=none", "probes"], {
      cwd: workDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // Biome exits non-zero when it reports errors, which is the point here.
    output = (error as { stdout: string }).stdout;
  }
  diagnostics = JSON.parse(output).diagnostics;
}, 60_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("the Biome guards on their probe files", () => {
  it("runs every plugin of biome.json, each with a folder of probes", () => {
    expect(guards.length).toBeGreaterThan(0);
    const folders = readdirSync(join(here, "probes"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).sort()).toEqual([...guards].sort());
  });

  it("reports nothing but the guards' own diagnostics", () => {
    expect(diagnostics.filter((diagnostic) => diagnostic.category !== "plugin")).toEqual([]);
  });

  it.each(guards)("%s refuses exactly the lines marked caught", (guard) => {
    const expected = expectedHits(guard);
    expect(expected.length, "a guard's probes show at least one spelling it catches").toBeGreaterThan(0);
    const found = diagnostics.filter((diagnostic) => diagnostic.location.path.replaceAll("\\", "/").startsWith(`probes/${guard}/`));
    expect(found.map((diagnostic) => `${diagnostic.location.path.replaceAll("\\", "/")}:${diagnostic.location.start.line}`).sort()).toEqual(
      expected.sort(),
    );
    for (const diagnostic of found) expect(diagnostic.message).toBe(messageOf(guard));
  });

  it("names in its patterns exactly the languages of LANGS", () => {
    // The guards spell the languages as a regex alternation: a third language must be added there too.
    for (const guard of guards) {
      const source = readFileSync(join(here, `${guard}.grit`), "utf8");
      for (const [, alternation] of source.matchAll(/\(\?:((?:[a-z]{2}\|)+[a-z]{2})\)/g)) {
        expect(alternation?.split("|").sort(), guard).toEqual([...LANGS].sort());
      }
    }
  });
});
