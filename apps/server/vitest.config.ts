import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file builds its own app and database; two at a time fits a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
    // A worker loads the server's modules once for all its files (no file changes module state;
    // each builds its own app), instead of importing the whole server again per file.
    isolate: false,
  },
});
