import { startServer } from "./server";

/** One server for the whole run; specs reach it through baseURL (E2E_BASE_URL). */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
