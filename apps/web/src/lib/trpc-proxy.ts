import { type QueryClient, skipToken } from "@tanstack/react-query";

// A light stand-in for @trpc/tanstack-react-query's options proxy. The first load of a public page
// never calls tRPC (its data was fetched on the server and hydrated), so the tRPC client and its
// React bindings (~10 KB gzip) stay out of the entry chunk: queries and mutations call `caller`,
// which loads the HTTP client on first use in the browser and is an in-process call on the server.
// Query and mutation keys are the same shape as tRPC's own, so cache filters behave identically.

export type ProcedureType = "query" | "mutation";
/** Runs one procedure: `path` is dotted ("pages.byPageId"). */
export type ProcedureCaller = (type: ProcedureType, path: string, input: unknown) => Promise<unknown>;

type Path = readonly string[];

export function queryKeyOf(path: Path, input: unknown, type: "query" | "any"): unknown[] {
  const segments = path.flatMap((p) => p.split("."));
  if (input === undefined && type === "any") return segments.length ? [segments] : [];
  return [segments, { ...(input !== undefined && input !== skipToken ? { input } : {}), ...(type !== "any" ? { type } : {}) }];
}

export function mutationKeyOf(path: Path): unknown[] {
  return [path.flatMap((p) => p.split("."))];
}

type Utils = Record<string, (...args: unknown[]) => unknown>;

function utilsFor(path: Path, call: ProcedureCaller, queryClient: QueryClient): Utils {
  const dotted = path.join(".");
  const trpc = { path: dotted };
  return {
    queryOptions: (input, opts) => ({
      ...(opts as object),
      queryKey: queryKeyOf(path, input, "query"),
      queryFn: input === skipToken ? skipToken : () => call("query", dotted, input),
      trpc,
    }),
    queryKey: (input) => queryKeyOf(path, input, "query"),
    queryFilter: (input, filters) => ({ ...(filters as object), queryKey: queryKeyOf(path, input, "query") }),
    pathKey: () => queryKeyOf(path, undefined, "any"),
    pathFilter: (filters) => ({ ...(filters as object), queryKey: queryKeyOf(path, undefined, "any") }),
    mutationKey: () => mutationKeyOf(path),
    mutationOptions: (opts) => {
      const mutationKey = mutationKeyOf(path);
      const defaults = queryClient.getMutationDefaults(mutationKey);
      return { ...defaults, ...(opts as object), mutationKey, mutationFn: (input: unknown) => call("mutation", dotted, input), trpc };
    },
    infiniteQueryOptions: () => {
      throw new Error(`infiniteQueryOptions is not supported (${dotted})`);
    },
    subscriptionOptions: () => {
      throw new Error(`subscriptions are not supported (${dotted})`);
    },
  };
}

function recursiveProxy(path: string[], onCall: (path: string[], args: unknown[]) => unknown): unknown {
  return new Proxy(() => {}, {
    get(_target, key) {
      if (typeof key !== "string" || key === "then") return undefined;
      return recursiveProxy([...path, key], onCall);
    },
    apply(_target, _this, args) {
      return onCall(path, args);
    },
  });
}

/** `trpc.pages.byPageId.queryOptions({ pageId })` and friends; cast to tRPC's own type by the caller. */
export function createOptionsProxy(call: ProcedureCaller, queryClient: QueryClient): unknown {
  return recursiveProxy([], (path, args) => {
    const util = path[path.length - 1] ?? "";
    const fn = utilsFor(path.slice(0, -1), call, queryClient)[util];
    if (!fn) throw new Error(`unknown tRPC helper "${util}" on ${path.join(".")}`);
    return fn(...args);
  });
}

/** `client.leads.createContact.mutate(input)` / `.query(input)`: the vanilla client's surface. */
export function createClientProxy(call: ProcedureCaller): unknown {
  return recursiveProxy([], (path, args) => {
    const method = path[path.length - 1];
    const dotted = path.slice(0, -1).join(".");
    if (method === "query") return call("query", dotted, args[0]);
    if (method === "mutate") return call("mutation", dotted, args[0]);
    throw new Error(`unsupported tRPC client method "${String(method)}" on ${dotted}`);
  });
}
