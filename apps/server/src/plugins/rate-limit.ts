import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    limiters: { forms: preHandlerAsyncHookHandler; chat: preHandlerAsyncHookHandler };
  }
}

/** Per-IP limits for lead forms and chat, shared across processes through Redis when REDIS_URL is set. */
export const rateLimitPlugin = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: "lumiere-rl-", skipOnError: true } : {}),
    });
    const limiter = (name: string, max: number) =>
      app.rateLimit({
        max,
        timeWindow: "1 minute",
        keyGenerator: (req: FastifyRequest) => `${name}:${req.ip}`,
        errorResponseBuilder: (_req, ctx) => ({
          statusCode: 429,
          message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
        }),
      }) as preHandlerAsyncHookHandler;
    app.decorate("limiters", {
      forms: limiter("forms", config.rateLimit.formsPerMinute),
      chat: limiter("chat", config.rateLimit.chatPerMinute),
    });
    if (redis) app.addHook("onClose", async () => void redis.disconnect());
  },
  { name: "rate-limit" },
);
