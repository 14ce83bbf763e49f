// The `test` every spec imports: Playwright's own, with `baseURL` pointing at a server of this
// worker's. Workers run spec files side by side, so each has its own server and database (a
// PostgreSQL schema of its own, or its own embedded one) and no spec sees another's data.
import { test as base } from "@playwright/test";
import { type RunningServer, startServer } from "./server";

export * from "@playwright/test";

export const test = base.extend<object, { siteServer: RunningServer | undefined }>({
  siteServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      // E2E_BASE_URL: a server that is already running (every worker shares it).
      if (process.env.E2E_BASE_URL) return use(undefined);
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ siteServer }, use) => {
    await use(siteServer?.url ?? process.env.E2E_BASE_URL);
  },
});
