// Per-IP limits by concern. Procedures declare theirs (trpc/init.ts `rateLimited`), so the REST
// adapter, /trpc and every call of a batch count the same way.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../env";
import { type CounterStore, createMemoryStore, createRedisStore } from "./store";

export type LimitName = "forms" | "links" | "chat" | "login";

export interface Verdict {
  ok: boolean;
  retryAfterSeconds: number;
}

export interface Limits {
  consume(name: LimitName, ip: string): Promise<Verdict>;
  sweep(): void;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;
/**
 * Confirm and unsubscribe links from our own e-mails, per IP: a person (or their mail client's link
 * scanner) following them never competes with the form limit, and a flood of guessed tokens stops.
 */
const LINKS_PER_MINUTE = 60;

export async function createLimits(config: Config, log: FastifyBaseLogger): Promise<Limits> {
  const store: CounterStore = config.redisUrl ? await createRedisStore(config.redisUrl, log) : createMemoryStore();
  const perMinute: Record<LimitName, number> = {
    forms: config.rateLimit.formsPerMinute,
    links: LINKS_PER_MINUTE,
    chat: config.rateLimit.chatPerMinute,
    login: config.rateLimit.loginPerMinute,
  };
  return {
    async consume(name, ip) {
      const { count, resetMs } = await store.hit(`${name}:${ip}`, WINDOW_MS);
      return { ok: count <= perMinute[name], retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
    },
    sweep: () => store.sweep(),
    close: () => store.close(),
  };
}
