// What an operator deploys from the repository: every image in the compose files pinned by digest
// (or built here), no MinIO (no longer published), a backup service that encrypts, secrets kept out
// of the image, and the image started with the server's one set of node settings.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const COMPOSE_FILES = ["docker-compose.yml", "docker-compose.two-nodes.yml"];
/** The app's image, built from this repository by compose itself. */
const BUILT_HERE = "lumiere-app";

describe("deployment files", () => {
  it("pins every image of the compose files by digest, and uses no MinIO", () => {
    for (const file of COMPOSE_FILES) {
      const text = read(file);
      const images = [...text.matchAll(/^\s*image:\s*(\S+)\s*$/gm)].map((m) => m[1] ?? "");
      expect(images.length, file).toBeGreaterThan(0);
      for (const image of images) {
        if (image === BUILT_HERE) continue;
        expect(image, `${file}: ${image}`).toMatch(/^[a-z0-9./_-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
      }
      expect(text.toLowerCase(), file).not.toContain("minio");
    }
  });

  it("has a backup service that runs the site's backup with the node settings and refuses to start without a key", () => {
    const compose = read("docker-compose.yml");
    const backup = compose.slice(compose.indexOf("\n  backup:"));
    expect(backup.length).toBeLessThan(compose.length);
    expect(backup).toMatch(/BACKUP_KEY: \$\{BACKUP_KEY:\?/);
    expect(backup).toContain("sh apps/server/bin/node.sh apps/server/dist/server/backup.js");
  });

  it("keeps .env files out of the image's build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining([".env", ".env.*", "**/.env", "**/.env.*", "backups"]));
  });

  it("starts the image through bin/node.sh, which the deployed server package carries", () => {
    expect(read("Dockerfile")).toMatch(/^CMD \["sh", "apps\/server\/bin\/node\.sh", "apps\/server\/dist\/server\/main\.js"\]$/m);
    const pkg = JSON.parse(read("apps/server/package.json")) as { files: string[] };
    expect(pkg.files).toContain("bin");
  });

  it("runs the server's libraries in their production builds unless NODE_ENV says otherwise", () => {
    const nodeEnvUnder = (env: NodeJS.ProcessEnv) =>
      execFileSync("sh", [path.join(root, "apps/server/bin/node.sh"), "-p", "process.env.NODE_ENV"], {
        env,
        encoding: "utf8",
      }).trim();
    const { NODE_ENV: _, ...unset } = process.env;
    expect(nodeEnvUnder(unset)).toBe("production");
    expect(nodeEnvUnder({ ...unset, NODE_ENV: "development" })).toBe("development");
  });
});
