// Per-IP limits by concern. Procedures declare theirs (trpc/init.ts `rateLimited`), so the REST
// adapter, /trpc and every call of a batch count the same way. Fixed one-minute windows counted by
// rate-limiter-flexible: in this process, or in Redis when REDIS_URL is set so every server
// process shares them.
import type { FastifyBaseLogger } from "fastify";
import ipaddr from "ipaddr.js";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "./rate-limiter-classes";
import type { Config } from "../env";
import { redisKeyPrefix } from "./redis-key-prefix";

export type LimitName = "forms" | "links" | "chat" | "login" | "assistant" | "beacon" | "renders";

export interface Verdict {
  ok: boolean;
  retryAfterSeconds: number;
}

export interface Limits {
  consume(name: LimitName, ip: string): Promise<Verdict>;
  close(): Promise<void>;
}

const WINDOW_SECONDS = 60;
/**
 * Confirm and unsubscribe links from our own e-mails, per IP: a person (or their mail client's link
 * scanner) following them never competes with the form limit, and a flood of guessed tokens stops.
 */
const LINKS_PER_MINUTE = 60;
/** The AI Content Assistant's calls to the paid provider, per IP: a stuck button cannot run up a bill. */
const ASSISTANT_PER_MINUTE = 10;
const KEY_PREFIX = "rl";

type Store = (name: LimitName, points: number) => RateLimiterAbstract;

/**
 * Who a limit counts: an IPv4 address, or an IPv6 address's /64 network. One subscriber holds a
 * whole /64, so counting single IPv6 addresses would let one client take 2^64 budgets (and grow the
 * counters without end).
 */
export function limitKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  return `${(address as ipaddr.IPv6).toNormalizedString().split(":").slice(0, 4).join(":")}::/64`;
}

const inMemory: Store = (name, points) => new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}:${name}`, points, duration: WINDOW_SECONDS });

/**
 * Redis counters (ioredis is loaded only when REDIS_URL is set). When Redis cannot answer, the
 * process counts in its own memory rather than letting every call through.
 */
async function inRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<{ store: Store; close(): Promise<void> }> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  let warned = false;
  // ioredis reconnects by itself: one warning per outage.
  redis.on("error", (err: unknown) => {
    if (!warned) log.warn({ err }, "Redis rate-limit counters failed; counting in this process until Redis answers");
    warned = true;
  });
  redis.on("ready", () => {
    warned = false;
  });
  redis.connect().catch(() => {});
  return {
    store: (name, points) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}${KEY_PREFIX}:${name}`,
        points,
        duration: WINDOW_SECONDS,
        insuranceLimiter: inMemory(name, points),
      }),
    async close() {
      redis.disconnect();
    },
  };
}

export async function createLimits(config: Config, log: FastifyBaseLogger): Promise<Limits> {
  const redis = config.redisUrl ? await inRedis(config.redisUrl, redisKeyPrefix(config), log) : undefined;
  const store = redis?.store ?? inMemory;
  const limiters: Record<LimitName, RateLimiterAbstract> = {
    forms: store("forms", config.rateLimit.formsPerMinute),
    links: store("links", LINKS_PER_MINUTE),
    assistant: store("assistant", ASSISTANT_PER_MINUTE),
    chat: store("chat", config.rateLimit.chatPerMinute),
    login: store("login", config.rateLimit.loginPerMinute),
    beacon: store("beacon", config.rateLimit.beaconPerMinute),
    renders: store("renders", config.rateLimit.rendersPerMinute),
  };
  const verdict = (ok: boolean, res: RateLimiterRes): Verdict => ({
    ok,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async consume(name, ip) {
      try {
        return verdict(true, await limiters[name].consume(limitKey(ip)));
      } catch (rejection) {
        // Over the limit; anything else is a failure of the store (the memory fallback has none).
        if (rejection instanceof RateLimiterRes) return verdict(false, rejection);
        throw rejection;
      }
    },
    close: async () => redis?.close(),
  };
}
