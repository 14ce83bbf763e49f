import compress from "@fastify/compress";
import underPressure from "@fastify/under-pressure";
import type { PgliteThread } from "@lumiere/db/pglite-thread";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { listenOnControlSocket } from "./backup/control-socket";
import { createAiProvider } from "./domain/ai/provider";
import { createChatEngine } from "./domain/chat/index";
import type { Config } from "./env";
import { replayStoredAnswer } from "./http/cache";
import { clientReader } from "./http/client";
import { answerStoredPagesEarly, type EarlyAnswers, serverWithEarlyAnswers } from "./http/early-answers";
import { HEALTH_ROUTES, healthRoutes } from "./http/health";
import { sendNotFound, sendUnavailable } from "./http/pages";
import { startPruning } from "./jobs/prune";
import { startTicker } from "./jobs/worker";
import { createLimits } from "./limits/limits";
import { dbPlugin } from "./plugins/db/index";
import { serverHoldPlugin } from "./plugins/server-hold";
import { metricsPlugin } from "./metrics/index";
import { echoRequestId, loggingOptions, REQUEST_ID_HEADER } from "./plugins/logging";
import { mediaPlugin } from "./plugins/media";
import { type OutboxOptions, outboxPlugin } from "./plugins/outbox";
import { analyticsPlugin } from "./plugins/analytics";
import { type PublisherOptions, publisherPlugin } from "./plugins/publisher";
import { type WebhookOptions, webhooksPlugin } from "./plugins/webhooks";
import { applySecurityHeaders, securityHeaders, securityPlugin } from "./plugins/security";
import { privateAnswersPlugin } from "./plugins/private-answers";
import { sessionPlugin } from "./plugins/session";
import { createMediaStorage } from "./storage/index";
import { restApi } from "./rest/index";
import { sendError } from "./rest/errors";
import { ssrPlugin } from "./ssr/index";
import { trpcApi } from "./trpc/http";
import { startTracing, useTracing } from "./tracing/index";
import type { AppServices } from "./trpc/context";

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface BuildOptions {
  /** Embedded PGlite in memory instead of DATA_DIR (tests). */
  inMemoryDb?: boolean;
  /** What a new PGlite database starts from (@lumiere/db/template), instead of initdb. */
  pgliteTemplate?: () => Uint8Array<ArrayBuffer>;
  /** The embedded database, already opening (main.ts starts it before loading the server). */
  pglite?: PgliteThread;
  logger?: FastifyServerOptions["logger"];
  /** E-mail worker timing (tests shorten the retry delay). */
  outbox?: OutboxOptions;
  /** Webhook worker timing (tests shorten the retry schedule). */
  webhooks?: WebhookOptions;
  /** Scheduled-publication worker timing. */
  publisher?: Omit<PublisherOptions, "config">;
}

/** A malformed URL (bad escape) is the client's fault: the API's error body, with the site's headers. */
const frameworkErrorAnswer =
  (config: Config): FastifyServerOptions["frameworkErrors"] =>
  (error, req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    applySecurityHeaders(reply, securityHeaders(config));
    return sendError(reply, error);
  };

/** Builds the whole server without listening: plugins in a fixed order, then tRPC, REST, SSR. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logging = loggingOptions(options.logger, config.logLevel, config.slowRequestMs);
  // A hop count trusts that many proxies from the socket inward (X-Forwarded-For read from the right).
  const trustProxy = typeof config.trustProxy === "number" ? hopsTrusted(config.trustProxy) : config.trustProxy;
  const early: EarlyAnswers = { answer: null };
  const tracing = await startTracing(config);
  const { flushLog, ...fastifyLogging } = logging;
  const app = Fastify({
    ...fastifyLogging,
    trustProxy,
    serverFactory: serverWithEarlyAnswers(early, tracing),
    bodyLimit: 512 * 1024,
    routerOptions: { maxParamLength: 5000 },
    forceCloseConnections: "idle",
    // Building Vite in dev can be slow on a small machine; the database never blocks start-up.
    pluginTimeout: 60_000,
    frameworkErrors: frameworkErrorAnswer(config),
  });
  app.decorate("unavailablePages", {});
  echoRequestId(app);
  useTracing(app, tracing);
  if (flushLog) startTicker(app, { everyMs: 1000, tick: flushLog });
  await app.register(metricsPlugin, { config });

  // An empty JSON body is no body (clients POST to /logout or /test-email without one).
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body: string, done) => {
    if (body.trim() === "") return done(null, undefined);
    void defaultJson(req, body, done);
  });

  // JSON only: a text/plain body (a CORS "simple" request) is refused with 415, not parsed.
  app.removeContentTypeParser("text/plain");
  app.setErrorHandler((error, _req, reply) => sendError(reply, error));

  // Overload: shed requests with a fast 503 + Retry-After instead of queueing until clients time
  // out. Not in the first seconds after start, whose module loading is not overload.
  let shedFrom = Number.POSITIVE_INFINITY;
  app.addHook("onReady", async () => {
    shedFrom = Date.now() + config.overload.startGraceMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.overload.maxEventLoopDelayMs,
    sampleInterval: 500,
    // Fastify stops a request answered in an onRequest hook; under-pressure's next() is then a no-op.
    // Probes are never shed: a busy process is alive and ready, and restarting it would lose more.
    pressureHandler: (req, reply) => {
      if (Date.now() < shedFrom || HEALTH_ROUTES.has(req.routeOptions.url ?? "")) return;
      app.metrics.shed.inc();
      sendUnavailable(req, reply, 5, "The server is busy. Please try again shortly.");
    },
  });

  // Hosts and cross-site writes are checked before anything else answers, cached bodies included.
  await app.register(securityPlugin, { config });

  // Public GETs already answered for this content version: the stored body goes out at once.
  app.addHook("onRequest", replayStoredAnswer);

  const mediaStorage = await createMediaStorage(config);
  app.addHook("onClose", async () => mediaStorage.close?.());

  // Not global: cached API content and stored pages are compressed once (http/encoding.ts), assets
  // at build time, and pages just rendered call reply.compress(); other responses are small.
  await app.register(compress, { global: false, threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { 1: 4 } } });
  await app.register(dbPlugin, {
    config,
    inMemory: options.inMemoryDb ?? false,
    pgliteTemplate: options.pgliteTemplate,
    pglite: options.pglite,
  });
  await app.register(sessionPlugin, { config });
  // Answers made for a session are never kept by a cache (replayed ones included).
  await app.register(privateAnswersPlugin);
  await app.register(outboxPlugin, { ...options.outbox, config });
  await app.register(webhooksPlugin, { ...options.webhooks, config });
  await app.register(publisherPlugin, { ...options.publisher, config });
  // Before analytics: the beacon has a per-address limit of its own.
  const limits = await createLimits(config, app.log);
  app.addHook("onClose", () => limits.close());
  await app.register(analyticsPlugin, { config, limits });
  // One OpenAI-compatible provider for Aya and the Content Assistant; null when no key is configured.
  const ai = createAiProvider(config.openai, tracing);
  const services: AppServices = {
    db: app.db,
    config,
    cache: app.contentCache,
    mediaStorage,
    ai,
    chat: createChatEngine({ db: app.db, cache: app.contentCache, config, log: app.log, ai }),
    wake: (...queued) => {
      if (queued.includes("mail")) app.outbox.wake();
      if (queued.includes("webhooks")) app.webhooks.wake();
    },
    limits,
    dbHealth: app.dbHealth,
    analytics: app.analytics,
    tracing,
  };
  app.decorate("services", services);
  // Backups and restores know a server runs: PostgreSQL's site lock, the embedded database's socket.
  await app.register(serverHoldPlugin, { config });
  if (!config.databaseUrl && !options.inMemoryDb) listenOnControlSocket(app, config, mediaStorage);
  startPruning(app);

  await app.register(healthRoutes);
  await app.register(trpcApi, { prefix: "/trpc", services });
  await app.register(restApi, { prefix: "/api" });
  await app.register(mediaPlugin, { storage: mediaStorage });
  app.setNotFoundHandler(sendNotFound);
  if (config.ssr) await app.register(ssrPlugin, { config, services });
  answerStoredPagesEarly(app, early, { config, accessLog: logging.logController, client: clientReader(trustProxy) });

  return app;
}
