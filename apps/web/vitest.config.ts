import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

// Unit tests live next to their source (src/**/*.test.ts[x]); e2e/*.spec.ts belong to Playwright.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: { include: ["src/**/*.test.{ts,tsx}"], environment: "node" },
    }),
  ),
);
