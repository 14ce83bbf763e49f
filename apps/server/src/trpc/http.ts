import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { type AppServices, createRequestContext } from "./context";
import { retryAfterOf } from "./init";
import { type AppRouter, appRouter } from "./router";

/**
 * A batch runs each of its calls through the procedures' own limits, so batching stays allowed
 * (a batch of 50 form calls counts 50), but bounded: the web app never batches.
 */
const MAX_BATCH_SIZE = 50;

/** The tRPC endpoint the web app talks to (mounted at /trpc). */
export async function trpcApi(app: FastifyInstance, opts: { services: AppServices }) {
  // Calls carry JSON only: a form (urlencoded, multipart, text/plain) from another page can never
  // reach a procedure, even one without input, whatever the path looks like before decoding.
  app.addHook("onRequest", async (req, reply) => {
    if (req.method !== "POST") return;
    const type = req.headers["content-type"] ?? "";
    if (/^application\/json\s*(;|$)/i.test(type)) return;
    return reply.code(415).send({ message: "Unsupported content type: send JSON" });
  });

  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createRequestContext(opts.services, req, res),
      responseMeta({ errors }) {
        const waits = errors.map(retryAfterOf).filter((s): s is number => s !== undefined);
        return waits.length > 0 ? { headers: { "retry-after": String(Math.max(...waits)) } } : {};
      },
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
