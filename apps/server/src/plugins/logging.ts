import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";

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

/** Fastify's logger and request-id options: JSON lines with secrets censored, the id on each as `reqId`. */
export function loggingOptions(
  logger: FastifyServerOptions["logger"] | undefined,
  level: string,
): Pick<FastifyServerOptions, "logger" | "genReqId" | "requestIdHeader"> {
  const censored = { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
  return {
    // A logger given as options (tests give a stream) is censored the same way.
    logger: typeof logger === "object" ? { ...censored, ...logger } : logger === false ? false : censored,
    // Read by genReqId, which checks it; Fastify's own reading would take any value as is.
    requestIdHeader: false,
    genReqId: requestId,
  };
}

/** Every answer carries its id (errors, 404s and shed 503s too): added before any hook can answer. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (req, reply, done) => {
    // On the raw response too, so answers written straight to the socket carry it as well.
    reply.raw.setHeader(REQUEST_ID_HEADER, req.id);
    done();
  });
}
