import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { hostname } from "node:os";
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";
import { stdoutLines } from "./stdout-lines";

export const REQUEST_ID_HEADER = "x-request-id";
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's X-Request-Id when it is a plain token (a proxy or another service
 * tracing one request across machines), else a new UUID, unique across processes.
 */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Secrets that could reach a log line as fields: request credentials, and the passwords and keys of
 * the configuration or an SMTP transport, wherever an object carrying them is logged.
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "*.*.password",
  "pass",
  "*.pass",
  "*.*.pass",
  "smtpPassword",
  "*.smtpPassword",
  "*.*.smtpPassword",
  "adminPassword",
  "*.adminPassword",
  "apiKey",
  "*.apiKey",
  "*.*.apiKey",
  "previewSecret",
  "*.previewSecret",
  "databaseUrl",
  "*.databaseUrl",
];

/** Log lines are written out once this much is waiting (or by flushLog): a busy site makes a write per hundred lines or so. */
const LOG_BATCH_BYTES = 32 * 1024;

/**
 * Fastify's logger and request-id options: JSON lines with secrets censored, the id on each as
 * `reqId`, and one access line per answer (`AccessLog`).
 */
export function loggingOptions(
  logger: FastifyServerOptions["logger"] | undefined,
  level: string,
  slowRequestMs: number,
): Pick<FastifyServerOptions, "logger" | "genReqId" | "requestIdHeader"> & {
  logController: AccessLog;
  flushLog: (() => void) | undefined;
} {
  const censored = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: URL_SAFE_SERIALIZERS,
    hooks: URL_SAFE_HOOKS,
  };
  // Standard output is written asynchronously, in batches of a few kilobytes (flushLog, called
  // every second, writes out a quiet site's lines): off the request's path, a write per batch, not
  // per line. What is left is written when the process exits. A logger given as options (tests
  // give a stream) is censored the same way and written as given.
  const given = typeof logger === "object" ? (logger as { level?: string; stream?: DestinationStream }) : undefined;
  const stdout = logger === false || given?.stream ? undefined : stdoutLines(LOG_BATCH_BYTES);
  const stream = given?.stream ?? stdout;
  return {
    logger: logger === false ? false : { ...censored, ...given, stream },
    flushLog: stdout && (() => stdout.flush()),
    logController: new AccessLog(slowRequestMs, stream && accessLineWriter(stream)),
    // Read by genReqId, which checks it; Fastify's own reading would take any value as is.
    requestIdHeader: false,
    genReqId: requestId,
  };
}

/** Query parameters whose values are credentials (sign-up and unsubscribe links, previews, keys). */
const SECRET_PARAMS = "token|secret|key|signature|password|preview";
const SECRET_QUERY_PARAM = new RegExp(`^(${SECRET_PARAMS})$`, "i");
/** A tRPC query's `input` that carries one (an invitation's token, say). */
const SECRET_INPUT_FIELD = /"(token|secret|password|code)"/i;

/** The URL as logged: secret query values, and tRPC inputs holding one, written `[redacted]`. */
export function loggedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      if (eq === -1) return pair;
      const secret =
        SECRET_QUERY_PARAM.test(decodeURIComponentSafe(name)) ||
        (name === "input" && SECRET_INPUT_FIELD.test(decodeURIComponentSafe(pair.slice(eq + 1))));
      return secret ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join("&")}`;
}

/** A secret query value inside any text (an error's message, Fastify's "Route GET:/x?token=… not found"). */
const SECRET_IN_TEXT = new RegExp(`([?&](?:${SECRET_PARAMS})=)[^&#\\s"'\`]*`, "gi");
/** A tRPC query's input inside any text, when it holds a secret field. */
const SECRET_INPUT_IN_TEXT = /([?&]input=)([^&#\s"'`]*)/g;

/** Any text with the secret values of the URLs in it written `[redacted]`, as `loggedUrl` does. */
function withoutUrlSecrets(text: string): string {
  if (!text.includes("=")) return text;
  return text
    .replace(SECRET_IN_TEXT, "$1[redacted]")
    .replace(SECRET_INPUT_IN_TEXT, (whole, start: string, value: string) =>
      SECRET_INPUT_FIELD.test(decodeURIComponentSafe(value)) ? `${start}[redacted]` : whole,
    );
}

/**
 * Whatever logs a request or an error (Fastify's own lines for a failed reply, a handler's report)
 * writes its URL as the access log does: a request's `url`, an error's message and stack.
 */
const URL_SAFE_SERIALIZERS = {
  // A Fastify request: Fastify's own fields, the URL as logged; a line's own `req` (the access log's): its URL as logged.
  req: (req: FastifyRequest | { url?: string }) =>
    "raw" in req
      ? {
          method: req.method,
          url: loggedUrl(req.url),
          version: req.headers["accept-version"] as string | undefined,
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }
      : { ...req, ...(typeof req.url === "string" ? { url: loggedUrl(req.url) } : {}) },
  err: (error: Error) => {
    const line = pino.stdSerializers.err(error);
    // Anything but an error (a string, a plain object) is written as it is.
    if (typeof line?.message !== "string") return line;
    return { ...line, message: withoutUrlSecrets(line.message), stack: withoutUrlSecrets(String(line.stack ?? "")) };
  },
};

/** The message of a line (Fastify writes URLs into some, e.g. "Route GET:/x?token=… not found"). */
const URL_SAFE_HOOKS = {
  logMethod(this: Logger, args: unknown[], method: (...a: unknown[]) => void) {
    method.apply(
      this,
      args.map((a) => (typeof a === "string" ? withoutUrlSecrets(a) : a)),
    );
  },
};

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Writes the access line of an answer that went well, at `info` or `warn` (the caller checked the level). */
type AccessLineWriter = (
  level: "info" | "warn",
  reqId: string,
  method: string,
  url: string,
  host: string,
  remoteAddress: string,
  status: number,
  responseTime: number,
) => void;

/**
 * The access lines of answers that went well, written straight to the log's stream as pino writes a
 * line (same fields, same order: level, time, pid, hostname, then the line's own). Made from a
 * template, because one is written per answer: building it through pino (its object walk and
 * serialisers) cost more than sending a cached page. Their fields hold no secret (the URL is
 * redacted first), so they skip the censoring every other line goes through.
 */
function accessLineWriter(stream: DestinationStream): AccessLineWriter {
  const bindings = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const INFO = pino.levels.values.info ?? 30;
  const WARN = pino.levels.values.warn ?? 40;
  return (level, reqId, method, url, host, remoteAddress, status, responseTime) => {
    const value = level === "warn" ? WARN : INFO;
    const msg = level === "warn" ? "slow request" : "request completed";
    stream.write(
      `{"level":${value},"time":${Date.now()},${bindings},"reqId":${JSON.stringify(reqId)},"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(loggedUrl(url))},"host":${JSON.stringify(host)},"remoteAddress":${JSON.stringify(remoteAddress)}},"res":{"statusCode":${status}},"responseTime":${responseTime},"msg":"${msg}"}\n`,
    );
  };
}

/**
 * The access log: one line per answer, once it is sent, with its id, status and time (not Fastify's
 * two, incoming and completed): `info`, `warn` for an answer slower than `slowMs`, `error` for a
 * server error or a response that failed, so that LOG_LEVEL=warn keeps the slow and failed ones.
 * Routes with a `logLevel` of their own (the probes) follow it.
 */
export class AccessLog extends LogController {
  /** `lines` writes the lines of answers that went well (`accessLineWriter`). */
  constructor(
    private readonly slowMs: number,
    private readonly lines: AccessLineWriter | undefined,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const answer = { method: req.method, url: req.url, host: req.host, remoteAddress: req.ip };
    // Fastify's logger is pino's (its type leaves the level check out); it holds the route's level.
    this.write(reply.log as Logger, req.id, answer, reply.statusCode, reply.elapsedTime, error);
  }

  /**
   * The line of an answer given before Fastify saw the request (http/early-answers.ts), which went
   * well: its parts as they are, no object made for them when the line is written from the template.
   */
  early(
    log: FastifyBaseLogger,
    reqId: string,
    method: string,
    url: string,
    host: string,
    remoteAddress: string,
    status: number,
    elapsedMs: number,
  ): void {
    if (this.lines && status < 500) {
      const level = elapsedMs >= this.slowMs ? "warn" : "info";
      if ((log as Logger).isLevelEnabled?.(level)) this.lines(level, reqId, method, url, host, remoteAddress, status, elapsedMs);
      return;
    }
    this.write(log as Logger, reqId, { method, url, host, remoteAddress }, status, elapsedMs, undefined);
  }

  private write(
    log: Logger,
    reqId: string,
    answer: AnsweredRequest,
    status: number,
    responseTime: number,
    error: Error | null | undefined,
  ) {
    const level = error || status >= 500 ? "error" : responseTime >= this.slowMs ? "warn" : "info";
    // Without a logger (`logger: false`) Fastify's stand-in has no level to check, and writes nothing.
    if (!log.isLevelEnabled?.(level)) return;
    if (level !== "error" && this.lines)
      return this.lines(level, reqId, answer.method, answer.url, answer.host, answer.remoteAddress, status, responseTime);
    const line = { req: { ...answer, url: loggedUrl(answer.url) }, res: { statusCode: status }, responseTime };
    if (level === "error") log.error({ ...line, err: error }, error ? "request errored" : "request completed");
    else log[level](line, level === "warn" ? "slow request" : "request completed");
  }
}

/** What the access log says of a request. */
export interface AnsweredRequest {
  method: string;
  url: string;
  host: string;
  remoteAddress: string;
}

/** Every answer carries its id (errors, 404s and shed 503s too): added before any hook can answer. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (req, reply, done) => {
    // On the raw response too, so answers written straight to the socket carry it as well.
    reply.raw.setHeader(REQUEST_ID_HEADER, req.id);
    done();
  });
}
