import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";

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

/**
 * Fastify's logger and request-id options: JSON lines with secrets censored, the id on each as
 * `reqId`, and one access line per answer (`AccessLog`).
 */
export function loggingOptions(
  logger: FastifyServerOptions["logger"] | undefined,
  level: string,
  slowRequestMs: number,
): Pick<FastifyServerOptions, "logger" | "genReqId" | "requestIdHeader" | "logController"> {
  const censored = { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
  // Standard output is written asynchronously: lines written while a write is under way go out
  // together with the next one, off the request's path; what is left is flushed when the process
  // exits. A logger given as options (tests give a stream) is censored the same way.
  const given = typeof logger === "object" ? (logger as { stream?: DestinationStream }) : undefined;
  const stream = logger === false ? undefined : (given?.stream ?? pino.destination({ dest: 1, sync: false }));
  return {
    logger: logger === false ? false : { ...censored, ...given, stream },
    logController: new AccessLog(slowRequestMs, stream && pino({ level }, stream)),
    // Read by genReqId, which checks it; Fastify's own reading would take any value as is.
    requestIdHeader: false,
    genReqId: requestId,
  };
}

/** Query parameters whose values are credentials (sign-up and unsubscribe links, previews, keys). */
const SECRET_QUERY_PARAM = /^(token|secret|key|signature|password|preview)$/i;
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

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The access log: one line per answer, once it is sent, with its id, status and time (not Fastify's
 * two, incoming and completed): `info`, `warn` for an answer slower than `slowMs`, `error` for a
 * server error or a response that failed, so that LOG_LEVEL=warn keeps the slow and failed ones.
 * Routes with a `logLevel` of their own (the probes) follow it.
 */
class AccessLog extends LogController {
  /**
   * `lines` writes the lines of answers that went well: built here from fields that hold no secret,
   * they skip the censoring every other line goes through.
   */
  constructor(
    private readonly slowMs: number,
    private readonly lines: Logger | undefined,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const level = error || status >= 500 ? "error" : responseTime >= this.slowMs ? "warn" : "info";
    // Fastify's logger is pino's (its type leaves the level check out); it holds the route's level.
    if (!(reply.log as Logger).isLevelEnabled(level)) return;
    const line = {
      req: { method: req.method, url: loggedUrl(req.url), host: req.host, remoteAddress: req.ip },
      res: { statusCode: status },
      responseTime,
    };
    if (level === "error") reply.log.error({ ...line, err: error }, error ? "request errored" : "request completed");
    else if (this.lines) this.lines[level]({ reqId: req.id, ...line }, level === "warn" ? "slow request" : "request completed");
    else reply.log[level](line, level === "warn" ? "slow request" : "request completed");
  }
}

/** Every answer carries its id (errors, 404s and shed 503s too): added before any hook can answer. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (req, reply, done) => {
    // On the raw response too, so answers written straight to the socket carry it as well.
    reply.raw.setHeader(REQUEST_ID_HEADER, req.id);
    done();
  });
}
