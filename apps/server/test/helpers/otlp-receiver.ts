// An OTLP/HTTP trace receiver on loopback, as a collector listens on 4318: POST /v1/traces with
// an ExportTraceServiceRequest in OTLP's JSON encoding (ids in hex, attributes as typed values),
// answered with an empty ExportTraceServiceResponse. It keeps every span, flattened, and the headers.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

type AnyValue = {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
};
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
  status?: { code?: number; message?: string };
}
interface ExportTraceServiceRequest {
  resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

/** SpanKind as OTLP numbers it. */
export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  /** 2: error. */
  status: number;
  resource: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The base endpoint, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** The headers of each export request. */
  exports: IncomingHttpHeaders[];
  close(): Promise<void>;
}

function plainValue(v: AnyValue): unknown {
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(plainValue);
  return undefined;
}
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((kv) => [kv.key, plainValue(kv.value)]));

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const exports: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/traces" || !req.headers["content-type"]?.startsWith("application/json")) {
        res.writeHead(415, { "content-type": "application/json" }).end("{}");
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(
        (req.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8"),
      ) as ExportTraceServiceRequest;
      exports.push(req.headers);
      for (const rs of body.resourceSpans ?? []) {
        const resource = attributesOf(rs.resource?.attributes);
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            spans.push({
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId ?? "",
              name: s.name,
              kind: s.kind,
              attributes: attributesOf(s.attributes),
              status: s.status?.code ?? 0,
              resource,
            });
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    exports,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The spans under `root` (its children, theirs, and so on). */
export function descendantsOf(spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] {
  const below = spans.filter((s) => s.traceId === root.traceId && s.parentSpanId === root.spanId);
  return below.flatMap((s) => [s, ...descendantsOf(spans, s)]);
}
