// Fixed-window counters for per-IP abuse limits: in this process, or in Redis when REDIS_URL is set
// so every server process shares them. The limits themselves are a tRPC middleware (trpc/init.ts).
import type { FastifyBaseLogger } from "fastify";

export interface Hit {
  /** Calls counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Drops windows that have ended (memory store; Redis expires keys itself). */
  sweep(): void;
  close(): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export function createMemoryStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        // Bounded: a flood of new addresses sweeps ended windows, then drops the oldest.
        if (windows.size >= MAX_MEMORY_KEYS) {
          sweep();
          if (windows.size >= MAX_MEMORY_KEYS) windows.delete(windows.keys().next().value as string);
        }
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    sweep,
    async close() {
      windows.clear();
    },
  };
}

// INCR, and start the window on the first call: one round trip, atomic across processes.
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/**
 * Redis counters (ioredis is loaded only when REDIS_URL is set). When Redis cannot answer, the
 * process falls back to its own counters rather than letting every call through.
 */
export async function createRedisStore(url: string, log: FastifyBaseLogger): Promise<CounterStore> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  redis.on("error", () => {}); // reported per call below; ioredis reconnects by itself
  redis.connect().catch((err: unknown) => log.warn({ err }, "Redis not reachable; rate limits are counted per process until it is"));
  const fallback = createMemoryStore();
  let warned = false;
  return {
    async hit(key, windowMs) {
      try {
        const [count, resetMs] = (await redis.eval(HIT_SCRIPT, 1, `lumiere-rl:${key}`, String(windowMs))) as [number, number];
        warned = false;
        return { count, resetMs };
      } catch (err) {
        if (!warned) log.warn({ err }, "Redis rate-limit counter failed; counting in this process");
        warned = true;
        return fallback.hit(key, windowMs);
      }
    },
    sweep: fallback.sweep,
    async close() {
      redis.disconnect();
    },
  };
}
