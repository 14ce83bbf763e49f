// The tracer behind tracing/index.ts, on OpenTelemetry's SDK: spans batched and sent as OTLP/JSON
// over HTTP, W3C trace context read from requests and written on outgoing calls. Loaded only when
// tracing is on (a dynamic import), so nothing here costs a server that does not trace.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type Attributes,
  type Context,
  context,
  DiagLogLevel,
  defaultTextMapGetter,
  defaultTextMapSetter,
  diag,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import {
  defaultResource,
  detectResources,
  hostDetector,
  resourceAttributesEnvDetector,
  resourceFromAttributes,
} from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type ReadableSpan,
  type Sampler,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_NETWORK_PEER_ADDRESS,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_SERVICE_NAME,
  ATTR_URL_FULL,
  ATTR_URL_PATH,
  ATTR_URL_QUERY,
  ATTR_URL_SCHEME,
  ATTR_USER_AGENT_ORIGINAL,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import type { BindToTransaction, StatementTracer } from "@lumiere/db";
import type { FastifyBaseLogger } from "fastify";
import type { Config, TraceSampler } from "../env";
import type { Tracing, TracingParts } from "./types";

/** The attribute carrying the request id (X-Request-Id) on a request's span and every span under it. */
const REQUEST_ID_ATTRIBUTE = "lumiere.request_id";

/** The context key of the response a request's spans belong to: its X-Request-Id names them. */
const RESPONSE = Symbol("lumiere.response");

const propagator = new W3CTraceContextPropagator();

// One context manager per process (AsyncLocalStorage): the API keeps the first one registered.
let contextManager: AsyncLocalStorageContextManager | undefined;
function useAsyncContext(): void {
  if (contextManager) return;
  contextManager = new AsyncLocalStorageContextManager();
  context.setGlobalContextManager(contextManager);
}

function samplerOf(kind: TraceSampler, ratio: number): Sampler {
  const root = kind.endsWith("always_off")
    ? new AlwaysOffSampler()
    : kind.endsWith("traceidratio")
      ? new TraceIdRatioBasedSampler(ratio)
      : new AlwaysOnSampler();
  return kind.startsWith("parentbased_") ? new ParentBasedSampler({ root }) : root;
}

/** An address as a span may show it: no credentials, no query (webhook URLs can carry secrets there). */
function addressOf(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

const failed = (span: Span, error: unknown) => {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  span.setAttribute(ATTR_ERROR_TYPE, error instanceof Error ? error.name : "Error");
};

/** OpenTelemetry's own troubles (a collector out of reach: an export given up after its retries) as `warn` lines. */
function logDiagnosticsTo(log: FastifyBaseLogger): void {
  diag.setLogger(
    {
      error: (message, ...args) => log.warn(args.length > 0 ? { args } : {}, `tracing: ${message}`),
      warn: (message, ...args) => log.warn(args.length > 0 ? { args } : {}, `tracing: ${message}`),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );
}

/**
 * Holds back the spans of the traces it is told to (a job's pass that may find nothing to do) until
 * the pass says whether to send them: a job polling every few seconds would otherwise send a trace
 * each time.
 */
class HeldTraces implements SpanProcessor {
  private readonly held = new Map<string, ReadableSpan[]>();
  constructor(private readonly next: SpanProcessor) {}
  hold(traceId: string): void {
    this.held.set(traceId, []);
  }
  release(traceId: string, send: boolean): void {
    const spans = this.held.get(traceId) ?? [];
    this.held.delete(traceId);
    if (send) for (const span of spans) this.next.onEnd(span);
  }
  onStart(span: Parameters<SpanProcessor["onStart"]>[0], parent: Context): void {
    this.next.onStart(span, parent);
  }
  onEnd(span: ReadableSpan): void {
    const held = this.held.get(span.spanContext().traceId);
    if (held) held.push(span);
    else this.next.onEnd(span);
  }
  forceFlush = () => this.next.forceFlush();
  shutdown = () => this.next.shutdown();
}

/** Starts a span under `parent` (the current one by default), with the request id of the request it serves. */
type StartSpan = (name: string, kind: SpanKind, attributes: Attributes, parent?: Context) => Span;

/** Ends `span` when `work` settles, its error recorded; `work` runs with `span` current. */
async function within<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(context.active(), span), work);
  } catch (error) {
    failed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

function statementTracer(start: StartSpan): StatementTracer {
  return {
    statement(text) {
      // Statements outside any trace (jobs' polling, pruning) would each be a trace of their own.
      if (!trace.getSpan(context.active())) return () => {};
      const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? "";
      const span = start(operation || "postgresql", SpanKind.CLIENT, {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_QUERY_TEXT]: text,
        ...(operation ? { [ATTR_DB_OPERATION_NAME]: operation } : {}),
      });
      return (error) => {
        if (error) failed(span, error);
        span.end();
      };
    },
    transaction(run) {
      if (!trace.getSpan(context.active())) return run((work) => work);
      const span = start("transaction", SpanKind.CLIENT, { [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL });
      const inSpan = trace.setSpan(context.active(), span);
      const bind: BindToTransaction = (work) => context.bind(inSpan, work);
      return within(span, () => run(bind));
    },
  };
}

/** The attributes of a request's span, known when it arrives. */
function requestAttributes(req: IncomingMessage, loggedUrl: TracingParts["loggedUrl"]): Attributes {
  const url = req.url ?? "/";
  const at = url.indexOf("?");
  const host = req.headers.host ?? "";
  const port = /:(\d+)$/.exec(host)?.[1];
  const attributes: Attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: req.method ?? "GET",
    [ATTR_URL_PATH]: at === -1 ? url : url.slice(0, at),
    [ATTR_URL_SCHEME]: (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http",
    [ATTR_SERVER_ADDRESS]: port ? host.slice(0, -port.length - 1) : host,
  };
  // Secret query values (sign-up tokens, preview keys) as the access log writes them: redacted.
  if (at !== -1) attributes[ATTR_URL_QUERY] = loggedUrl(url).slice(at + 1);
  if (port) attributes[ATTR_SERVER_PORT] = Number(port);
  if (req.headers["user-agent"]) attributes[ATTR_USER_AGENT_ORIGINAL] = req.headers["user-agent"];
  if (req.socket.remoteAddress) attributes[ATTR_NETWORK_PEER_ADDRESS] = req.socket.remoteAddress;
  return attributes;
}

/** Once the answer is sent (or the connection lost): its status and request id, and the span ends. */
function endWithAnswer(span: Span, res: ServerResponse, id: unknown): void {
  if (typeof id === "string") span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, res.statusCode);
  if (!res.writableFinished) {
    span.setAttribute(ATTR_ERROR_TYPE, "aborted");
    span.setStatus({ code: SpanStatusCode.ERROR, message: "the connection closed before the answer was sent" });
  } else if (res.statusCode >= 500) {
    span.setAttribute(ATTR_ERROR_TYPE, String(res.statusCode));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

function requestTracer(start: StartSpan, parts: TracingParts): Pick<Tracing, "serve" | "route" | "identify"> {
  const spans = new WeakMap<IncomingMessage, Span>();
  const ids = new WeakMap<IncomingMessage, string>();
  return {
    serve(req, res, handle) {
      // The caller's trace, when it sent one (traceparent): this request's span is its child.
      const parent = propagator.extract(ROOT_CONTEXT, req.headers, defaultTextMapGetter).setValue(RESPONSE, res);
      const span = start(req.method ?? "GET", SpanKind.SERVER, requestAttributes(req, parts.loggedUrl), parent);
      spans.set(req, span);
      res.once("close", () => endWithAnswer(span, res, ids.get(req) ?? res.getHeader(parts.requestIdHeader)));
      context.with(trace.setSpan(parent, span), handle);
    },
    route(req, route) {
      const span = spans.get(req);
      if (!span || !route) return;
      span.updateName(`${req.method ?? "GET"} ${route}`);
      span.setAttribute(ATTR_HTTP_ROUTE, route);
    },
    identify(req, id) {
      ids.set(req, id);
      return id;
    },
  };
}

function outgoingTracer(start: StartSpan): Tracing["outgoing"] {
  return (call, work) => {
    const url = new URL(call.url);
    const span = start(call.name, SpanKind.CLIENT, {
      ...call.attributes,
      [ATTR_HTTP_REQUEST_METHOD]: call.method,
      [ATTR_URL_FULL]: addressOf(url),
      [ATTR_SERVER_ADDRESS]: url.hostname,
      [ATTR_SERVER_PORT]: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    });
    const headers: Record<string, string> = {};
    propagator.inject(trace.setSpan(context.active(), span), headers, defaultTextMapSetter);
    return within(span, async () => {
      const answer = await work(headers);
      if (answer.status !== null) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, answer.status);
      if (answer.status === null || answer.status >= 400) {
        span.setAttribute(ATTR_ERROR_TYPE, answer.status === null ? "no_answer" : String(answer.status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      return answer;
    });
  };
}

export function createTracing(options: NonNullable<Config["tracing"]>, parts: TracingParts): Tracing {
  useAsyncContext();
  const held = new HeldTraces(new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.url }) }));
  const provider = new TracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [hostDetector, resourceAttributesEnvDetector] }))
      .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName })),
    sampler: samplerOf(options.sampler, options.ratio),
    // Headers (OTEL_EXPORTER_OTLP_HEADERS), timeout and compression come from the exporter's own variables.
    spanProcessors: [held],
  });
  const tracer = provider.getTracer("lumiere");
  const start: StartSpan = (name, kind, attributes, parent = context.active()) => {
    const res = parent.getValue(RESPONSE) as ServerResponse | undefined;
    const id = res?.getHeader(parts.requestIdHeader);
    return tracer.startSpan(
      name,
      { kind, attributes: typeof id === "string" ? { ...attributes, [REQUEST_ID_ATTRIBUTE]: id } : attributes },
      parent,
    );
  };
  return {
    ...requestTracer(start, parts),
    statements: statementTracer(start),
    internal: async (name, work, idle) => {
      const span = start(name, SpanKind.INTERNAL, {});
      const traceId = idle && !trace.getSpan(context.active()) ? span.spanContext().traceId : undefined;
      if (traceId) held.hold(traceId);
      let send = true;
      try {
        const result = await within(span, () => work((attributes) => span.setAttributes(attributes)));
        send = !idle?.(result);
        return result;
      } finally {
        if (traceId) held.release(traceId, send);
      }
    },
    outgoing: outgoingTracer(start),
    logTo: logDiagnosticsTo,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
