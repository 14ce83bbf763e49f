import { mkdirSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { createChatEngine } from "./domain/chat/index";
import type { Config } from "./env";
import { dbPlugin } from "./plugins/db";
import { mediaPlugin } from "./plugins/media";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityHeaders, securityPlugin } from "./plugins/security";
import { sessionPlugin } from "./plugins/session";
import { restApi } from "./rest/index";
import { sendEncoded } from "./rest/caller";
import { sendError } from "./rest/errors";
import { ssrPlugin } from "./ssr/index";
import { type AppServices, createRequestContext } from "./trpc/context";
import { type AppRouter, appRouter } from "./trpc/router";

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildOptions {
  /** Embedded PGlite in memory instead of DATA_DIR (tests). */
  inMemoryDb?: boolean;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole server without listening: plugins in a fixed order, then tRPC, REST, SSR. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 512 * 1024,
    routerOptions: { maxParamLength: 5000 },
    forceCloseConnections: "idle",
    // Building Vite in dev can be slow on a small machine; the database never blocks start-up.
    pluginTimeout: 60_000,
  });

  // An empty JSON body is no body (clients POST to /logout or /test-email without one).
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body: string, done) => {
    if (body.trim() === "") return done(null, undefined);
    defaultJson(req, body, done);
  });

  // JSON only: a text/plain body (a CORS "simple" request) is refused with 415, not parsed.
  app.removeContentTypeParser("text/plain");
  app.setErrorHandler((error, _req, reply) => sendError(reply, error));

  // Public GETs already answered for this content version: the stored body goes out at once.
  const headers = securityHeaders(config);
  app.addHook("onRequest", (req, reply, done) => {
    const hit = req.method === "GET" && req.url.startsWith("/api/") ? app.contentCache?.responses.get(req.url) : undefined;
    if (!hit) return done();
    sendEncoded(req, reply.headers(headers), hit);
  });

  const mediaDir = path.join(config.dataDir, "media");
  mkdirSync(mediaDir, { recursive: true });

  // Not global: cached API content is pre-compressed (rest/caller.ts), assets at build time, and
  // pages call reply.compress(); other responses are small.
  await app.register(compress, { global: false, threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { 1: 4 } } });
  await app.register(dbPlugin, { config, inMemory: options.inMemoryDb ?? false });
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(sessionPlugin, { config });

  const services: AppServices = {
    db: app.db,
    config,
    cache: app.contentCache,
    mediaDir,
    chat: createChatEngine({ db: app.db, config, log: app.log }),
  };
  app.decorate("services", services);

  await app.register(async (trpcScope) => {
    // One limiter per concern, whichever transport the call came through.
    trpcScope.addHook("preHandler", async (req, reply) => {
      const path = req.url.slice("/trpc/".length).split("?")[0] ?? "";
      if (req.method !== "POST") return;
      if (path.includes("leads.")) await trpcScope.limiters.forms.call(trpcScope, req, reply);
      else if (path.includes("chat.")) await trpcScope.limiters.chat.call(trpcScope, req, reply);
    });
    await trpcScope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createRequestContext(services, req, res),
        onError: ({ error, path }) => {
          if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });

  await app.register(restApi, { prefix: "/api" });
  await app.register(mediaPlugin, { mediaDir });
  if (config.ssr) await app.register(ssrPlugin, { config, services });
  else app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: "Not found" }));

  return app;
}
