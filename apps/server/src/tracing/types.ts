// What the server's code knows of traces: the seams, as plain interfaces (tracing/otel.ts fills
// them with OpenTelemetry's SDK). Nothing of OpenTelemetry is imported here.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { StatementTracer } from "@lumiere/db";
import type { FastifyBaseLogger } from "fastify";

/**
 * The server's rules the tracer follows, handed to it rather than imported: a module of the server
 * the tracer imported would be split out of the start-up code into a file of its own, which every
 * start would then load.
 */
export interface TracingParts {
  /** The header the request id goes out in (X-Request-Id). */
  requestIdHeader: string;
  /** A URL as the access log writes it: secret query values redacted. */
  loggedUrl(url: string): string;
}

/** What an outgoing call tells its span: the address called, and the status once answered. */
export interface OutgoingCall {
  /** The span's name (`POST`, `chat gpt-4o-mini`). */
  name: string;
  method: string;
  url: string;
  attributes?: Record<string, string | number | boolean>;
}

export interface Tracing {
  /**
   * Handles one request inside its span, a child of the caller's `traceparent`; the span ends when
   * the answer is sent or the connection closes.
   */
  serve(req: IncomingMessage, res: ServerResponse, handle: () => void): void;
  /** Names the request's span after the route that answers it. */
  route(req: IncomingMessage, route: string): void;
  /** The request id of an answer written whole by writeHead (a stored page), which the span cannot read back. */
  identify(req: IncomingMessage, id: string): string;
  /** Statements and transactions (a span each), children of the span they run in. */
  statements: StatementTracer;
  /**
   * Runs `work` in a span of its own (a job's pass), a new trace when no span is current. A new trace
   * whose result `idle` accepts (a pass that found nothing to do) is not sent.
   */
  internal<T>(
    name: string,
    work: (note: (attributes: Record<string, number | string>) => void) => Promise<T>,
    idle?: (result: T) => boolean,
  ): Promise<T>;
  /**
   * An outgoing HTTP call in a client span: `work` gets the headers that carry the trace on
   * (`traceparent`) and returns the answer's status (null: no answer).
   */
  outgoing<T extends { status: number | null }>(call: OutgoingCall, work: (headers: Record<string, string>) => Promise<T>): Promise<T>;
  /** OpenTelemetry's own troubles (a collector out of reach) as warnings in `log`. */
  logTo(log: FastifyBaseLogger): void;
  /** Sends the spans waiting in the batch now. */
  flush(): Promise<void>;
  /** Sends the spans still waiting, and stops. */
  shutdown(): Promise<void>;
}
