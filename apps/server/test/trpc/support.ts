// Calls through /trpc as the web app's httpLink sends them (and as an attacker batches them).
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export interface TrpcResult {
  result?: { data: unknown };
  error?: { message: string; code: number; data: { code: string; httpStatus: number } };
}

/** One mutation, unbatched (the web app's transport). */
export function trpcMutation(
  app: FastifyInstance,
  path: string,
  input: unknown,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: { "content-type": "application/json", ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: input === undefined ? "" : JSON.stringify(input),
  });
}

/** One batched request calling `path` once per input. */
export function trpcBatch(
  app: FastifyInstance,
  path: string,
  inputs: unknown[],
  options: { cookie?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = Object.fromEntries(inputs.map((input, i) => [String(i), input]));
  return app.inject({
    method: "POST",
    url: `/trpc/${inputs.map(() => path).join(",")}?batch=1`,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: { "content-type": "application/json", ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

/** The per-call results of a batch. */
export function batchResults(res: LightMyRequestResponse): TrpcResult[] {
  return res.json<TrpcResult[]>();
}

export const statusesOf = (results: TrpcResult[]) => results.map((r) => (r.error ? r.error.data.httpStatus : 200));

/** One batched GET calling each `[path, input]` query in order, as the web app's batch link does. */
export function trpcQueryBatch(
  app: FastifyInstance,
  calls: Array<[path: string, input: unknown]>,
  options: { cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  const input = Object.fromEntries(calls.map(([, value], i) => [String(i), value]));
  return app.inject({
    method: "GET",
    url: `/trpc/${calls.map(([path]) => path).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}
