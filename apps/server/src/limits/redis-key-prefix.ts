import type { Config } from "../env";

/**
 * What every Redis key of this site starts with, so several sites can share one Redis: the
 * REDIS_KEY_PREFIX given, else `lumiere:` + the database's name (and schema), else `lumiere:`.
 */
export function redisKeyPrefix(config: Pick<Config, "redisKeyPrefix" | "databaseUrl" | "databaseSchema">): string {
  if (config.redisKeyPrefix) return config.redisKeyPrefix;
  let name = "";
  if (config.databaseUrl) {
    try {
      name = decodeURIComponent(new URL(config.databaseUrl).pathname.replace(/^\/+/, ""));
    } catch {}
  }
  const parts = [name, config.databaseSchema].filter(Boolean);
  return parts.length > 0 ? `lumiere:${parts.join(".")}:` : "lumiere:";
}
