// The only reader of the environment: parsed once at start into a typed config.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseHost } from "./http/hosts";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);
function isAddressOrCidr(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * How many proxies in front to believe (X-Forwarded-For read from the right), or which addresses
 * are proxies. "Trust every hop" is not offered: it lets any client choose its own IP.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string[] | false => {
    const value = (v ?? "").trim().toLowerCase();
    if (value === "" || value === "0" || value === "false" || value === "no") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: "custom",
      message: "must be the number of proxies in front of the server (e.g. 1) or a comma-separated list of their addresses/CIDRs",
    });
    return z.NEVER;
  });

/** Host names the site answers for besides PUBLIC_URL's: `example.com,www.example.com:8443`. */
const hostList = z
  .string()
  .optional()
  .transform((v, ctx): string[] => {
    const entries = (v ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    const bad = entries.filter((e) => !parseHost(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: "custom",
      message: `must be comma-separated host names, each optionally with :port (e.g. example.com,www.example.com:8443); not ${bad.join(", ")}`,
    });
    return z.NEVER;
  });

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });
/** The exporter sends OTLP over HTTP as JSON; a collector expecting gRPC or protobuf would get nothing it reads. */
const otlpProtocol = z.enum(["http/json"], { error: "must be http/json (the server sends OTLP over HTTP as JSON) or unset" }).optional();
const TRACE_SAMPLERS = [
  "always_on",
  "always_off",
  "traceidratio",
  "parentbased_always_on",
  "parentbased_always_off",
  "parentbased_traceidratio",
] as const;
export type TraceSampler = (typeof TRACE_SAMPLERS)[number];

/** Where spans go: the traces endpoint as given, or the base endpoint's /v1/traces. */
function otlpTracesUrl(e: { OTEL_EXPORTER_OTLP_ENDPOINT?: string; OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string }): string | undefined {
  if (e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (e.OTEL_EXPORTER_OTLP_ENDPOINT) return `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`;
  return undefined;
}

const DATABASE_URL_EXAMPLE = "(e.g. postgres://user:password@db.example.com:5432/lumiere)";

/** What is wrong with a PostgreSQL URL (a host and a database are required), or null; never echoes it (it holds the password). */
function databaseUrlProblem(value: string): string | null {
  if (!/^postgres(ql)?:\/\//i.test(value)) return "must start with postgres:// or postgresql://";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a valid URL ${DATABASE_URL_EXAMPLE}`;
  }
  // postgres.js also takes the host (a socket folder) as ?host=.
  if (!url.hostname && !url.searchParams.get("host")) return `must name a host ${DATABASE_URL_EXAMPLE}`;
  if (url.pathname.replace(/^\/+/, "") === "") return `must name a database after the host ${DATABASE_URL_EXAMPLE}`;
  // The driver decodes these parts: a % that starts no escape would stop it with a stack trace.
  const parts = { "user name": url.username, password: url.password, host: url.host, "database name": url.pathname };
  for (const [part, text] of Object.entries(parts)) {
    try {
      decodeURIComponent(text);
    } catch {
      return `has a % in its ${part} that starts no escape: write a % there as %25`;
    }
  }
  return null;
}

/** An age secret key (`age-keygen`, or `pnpm backup --new-key`): AGE-SECRET-KEY-1 and 58 bech32 characters. */
const ageKey = z
  .string()
  .regex(
    /^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/,
    "must be an age secret key (AGE-SECRET-KEY-1…): make one with pnpm backup --new-key",
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Loopback unless said otherwise: a site on every interface must not open its metrics with it.
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_HOSTS: hostList,
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .superRefine((value, ctx) => {
      const problem = databaseUrlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(5000),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL identifier")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, "must be 1 to 100 printable characters without spaces (e.g. lumiere:site1:)")
    .optional(),
  ADMIN_USERNAME: z.string().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(1000).optional(),
  ADMIN_RESET_2FA: z.enum(["0", "1"], { error: "must be 1 (clear the admin's two-factor at start) or 0" }).default("0"),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_SLOW_REQUEST_MS: positiveInt(1000),
  MEDIA_MAX_BYTES: positiveInt(25 * 1024 * 1024),
  RATE_LIMIT_FORMS_PER_MINUTE: positiveInt(10),
  RATE_LIMIT_CHAT_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_BEACON_PER_MINUTE: positiveInt(60),
  RATE_LIMIT_RENDERS_PER_MINUTE: positiveInt(240),
  LOGIN_MAX_FAILURES: positiveInt(5),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_TIME_BUDGET_MS: positiveInt(8000),
  CHAT_HISTORY_DAYS: positiveInt(30),
  ANALYTICS_RETENTION_DAYS: positiveInt(400),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  OVERLOAD_START_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  PREVIEW_SECRET: z.string().min(32, "must be at least 32 characters").max(1000).optional(),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(5),
  SMTP_RATE_PER_SECOND: z.coerce.number().int().min(0).default(0),
  WEBHOOKS_ALLOW_HTTP: z.enum(["0", "1"], { error: "must be 1 (webhooks may call http://localhost and 127.0.0.1) or 0" }).default("0"),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens")
    .optional(),
  MEDIA_S3_PREFIX: z
    .string()
    .regex(
      /^(?!\/)(?!.*\.\.)[A-Za-z0-9!_.*'()/-]{1,200}$/,
      "must be a key prefix like site1/media/ (letters, digits, -_.!*'() and /; no leading / or ..)",
    )
    .optional(),
  BACKUP_KEY: ageKey.optional(),
  BACKUP_KEY_PREVIOUS: ageKey.optional(),
  BACKUP_UNENCRYPTED: z.enum(["0", "1"], { error: "must be 1 (pnpm backup writes archives unencrypted) or 0" }).default("0"),
  // Read by the AWS SDK itself; checked here so a typo fails at start, and to choose path-style addressing.
  AWS_ENDPOINT_URL_S3: z.url().optional(),
  AWS_ENDPOINT_URL: z.url().optional(),
  // OpenTelemetry's own names (the SDK's variables), read here so a typo fails at start.
  OTEL_SDK_DISABLED: z.enum(["true", "false", "TRUE", "FALSE"], { error: "must be true or false" }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol,
  OTEL_SERVICE_NAME: z.string().min(1).max(255).default("lumiere"),
  OTEL_TRACES_SAMPLER: z.enum(TRACE_SAMPLERS, { error: `must be one of ${TRACE_SAMPLERS.join(", ")}` }).default("parentbased_always_on"),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1, "must be a ratio from 0 to 1").optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Prometheus `/metrics` on a listener of its own (unset: none), on METRICS_HOST (loopback by default). */
  metrics: { port: number; host: string } | undefined;
  /** Public origin (https://www.example.com); decides Secure cookies and every absolute URL (pages, e-mails). */
  publicUrl: string | undefined;
  /** More host names (`name` or `name:port`) the site answers for; other Hosts get 421. */
  allowedHosts: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * PostgreSQL deadlines: a statement (getting a connection included) and opening a connection; past
   * them the request answers 503. 0 for statements: no deadline.
   */
  databaseTimeouts: { queryMs: number; connectMs: number };
  /** Postgres schema to run in (default: the server's search_path; tests give each run its own). */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX; unset: derived from the database (limits/redis-key-prefix.ts). */
  redisKeyPrefix: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** ADMIN_RESET_2FA=1: clear that admin's two-factor at start. */
  adminResetTwoFactor: boolean;
  /** Proxy hops (number) or proxy addresses to believe for the client IP; false: none. */
  trustProxy: number | string[] | false;
  logLevel: string;
  /** An answer slower than this is logged at `warn` (and so kept at LOG_LEVEL=warn). */
  slowRequestMs: number;
  mediaMaxBytes: number;
  /**
   * Per IP; beacons past their limit are answered alike and not counted; renders are the pages a
   * visitor's request has the server render (not found, or not stored yet), never the stored ones.
   */
  rateLimit: {
    formsPerMinute: number;
    chatPerMinute: number;
    loginPerMinute: number;
    beaconPerMinute: number;
    rendersPerMinute: number;
    loginMaxFailures: number;
  };
  openai: { apiKey: string | undefined; baseUrl: string | undefined; timeBudgetMs: number };
  /** Chat retention until an admin sets theirs (Settings → Leads and Privacy), which then rules alone. */
  chatHistoryDays: number;
  /** Analytics counts (daily and hourly rollups) older than this many days are deleted by the pruning job. */
  analyticsRetentionDays: number;
  /**
   * Key of the signed draft-preview links (HMAC-SHA256). Unset: a random key made once and kept in
   * the database, shared by every server process.
   */
  previewSecret: string | undefined;
  /** Shed load (503 + Retry-After) past this event-loop delay; 0 turns the check off. */
  overload: { maxEventLoopDelayMs: number; startGraceMs: number };
  /** On SIGTERM, how long readiness answers 503 (load balancers stop sending) before the listener closes. */
  shutdownDrainMs: number;
  /**
   * `pnpm backup`/`pnpm restore`: archives are encrypted to `key` (age); `previousKey` also opens
   * archives made before a key change; `unencrypted` is the explicit choice of writing them in clear.
   */
  backup: { key: string | undefined; previousKey: string | undefined; unencrypted: boolean };
  /** The outbox's SMTP use: connections at once, and messages per second (0: no cap). */
  smtp: { maxConnections: number; ratePerSecond: number };
  /**
   * Webhooks may call this machine (http:// or https:// to localhost, 127.0.0.1, ::1): outside
   * production, or with WEBHOOKS_ALLOW_HTTP=1. Other private networks are always refused.
   */
  webhooks: { allowLoopback: boolean };
  /**
   * Media in an S3-compatible bucket (MEDIA_S3_BUCKET) instead of DATA_DIR/media; prefix empty or
   * ending in `/`. Path-style addressing when an endpoint is set (MinIO, R2…).
   */
  mediaS3: { bucket: string; prefix: string; pathStyle: boolean } | undefined;
  /**
   * OpenTelemetry traces sent over OTLP/HTTP to `url` (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: off,
   * and nothing of OpenTelemetry is loaded. `ratio` is OTEL_TRACES_SAMPLER_ARG (default 1).
   */
  tracing: { url: string; serviceName: string; sampler: TraceSampler; ratio: number } | undefined;
  /** Serve the web app through Vite middleware (pnpm dev) instead of the built files. */
  viteDev: boolean;
  /** Set to false to run the API alone (tests of the API do not need the web build). */
  ssr: boolean;
}

export class ConfigError extends Error {}

function tracingConfig(e: z.infer<typeof envSchema>): Config["tracing"] {
  const url = otlpTracesUrl(e);
  if (!url || e.OTEL_SDK_DISABLED?.toLowerCase() === "true") return undefined;
  return { url, serviceName: e.OTEL_SERVICE_NAME, sampler: e.OTEL_TRACES_SAMPLER, ratio: e.OTEL_TRACES_SAMPLER_ARG ?? 1 };
}

export function loadConfig(source: Record<string, string | undefined>): Config {
  // An empty variable means "not set" (docker-compose and CI often pass VAR= through).
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    // One line, naming each variable: it is what an operator reads in a container's log.
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    throw new ConfigError(`Invalid environment: ${issues.join("; ")}`);
  }
  const e = parsed.data;
  // The embedded database is made from a template whose tables live in `public`: a schema of its own
  // would start empty, and every request would fail.
  if (e.DATABASE_SCHEMA && !e.DATABASE_URL) {
    throw new ConfigError("Invalid environment: DATABASE_SCHEMA is set but DATABASE_URL is not: a schema is for PostgreSQL only");
  }
  if (e.MEDIA_S3_PREFIX && !e.MEDIA_S3_BUCKET) {
    throw new ConfigError("Invalid environment: MEDIA_S3_PREFIX is set but MEDIA_S3_BUCKET is not");
  }
  // Port 0 is any free port, different for each listener.
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(`Invalid environment: METRICS_PORT must differ from PORT (${e.PORT}): the metrics have a listener of their own`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    allowedHosts: e.ALLOWED_HOSTS,
    // Relative to where the user ran the command: pnpm runs the server inside apps/server, and
    // records the original directory in INIT_CWD.
    dataDir: path.resolve(present.INIT_CWD ?? "", e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: { queryMs: e.DATABASE_QUERY_TIMEOUT_MS, connectMs: e.DATABASE_CONNECT_TIMEOUT_MS },
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminResetTwoFactor: e.ADMIN_RESET_2FA === "1",
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.LOG_SLOW_REQUEST_MS,
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    rateLimit: {
      formsPerMinute: e.RATE_LIMIT_FORMS_PER_MINUTE,
      chatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      beaconPerMinute: e.RATE_LIMIT_BEACON_PER_MINUTE,
      rendersPerMinute: e.RATE_LIMIT_RENDERS_PER_MINUTE,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
    },
    openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, timeBudgetMs: e.OPENAI_TIME_BUDGET_MS },
    chatHistoryDays: e.CHAT_HISTORY_DAYS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    previewSecret: e.PREVIEW_SECRET,
    overload: { maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, startGraceMs: e.OVERLOAD_START_GRACE_MS },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    smtp: { maxConnections: e.SMTP_MAX_CONNECTIONS, ratePerSecond: e.SMTP_RATE_PER_SECOND },
    backup: { key: e.BACKUP_KEY, previousKey: e.BACKUP_KEY_PREVIOUS, unencrypted: e.BACKUP_UNENCRYPTED === "1" },
    webhooks: { allowLoopback: e.NODE_ENV !== "production" || e.WEBHOOKS_ALLOW_HTTP === "1" },
    mediaS3: e.MEDIA_S3_BUCKET
      ? {
          bucket: e.MEDIA_S3_BUCKET,
          prefix: e.MEDIA_S3_PREFIX ? e.MEDIA_S3_PREFIX.replace(/\/*$/, "/") : "",
          pathStyle: Boolean(e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL),
        }
      : undefined,
    tracing: tracingConfig(e),
    viteDev: e.NODE_ENV === "development",
    ssr: true,
  };
}
