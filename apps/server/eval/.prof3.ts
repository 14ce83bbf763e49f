import Fastify from "fastify";
import { createDb } from "@lumiere/db";
import { createContentCache } from "../src/cache/content-cache";
import { createChatEngine } from "../src/domain/chat/index";
import { loadConfig } from "../src/env";
const handle = createDb({ dataDir: process.argv[2] });
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: process.argv[2], LOG_LEVEL: "warn" });
const engine = createChatEngine({
  db: handle.db,
  cache: createContentCache(),
  config,
  log: Fastify({ logger: { level: "warn" } }).log,
  ai: null,
});
const q = process.argv[3] ?? "We want to predict when our machines will break down before it happens.";
for (let i = 0; i < 12; i++) {
  const t = performance.now();
  await engine.reply({ sessionId: `session_prof${i}xxxx`, message: q, lang: "en" });
  console.log((performance.now() - t).toFixed(1));
}
await handle.close();
