import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";

// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Spec files run side by side, one worker per core, each with a server of its own
  // (e2e/support/fixtures.ts); the tests of one file run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    trace: "off",
  },
});
