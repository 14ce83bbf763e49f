// Who a raw request comes from and which host it names, read as Fastify reads `req.ip` and
// `req.host` under the same TRUST_PROXY setting, for answers given before Fastify sees the request
// (./early-answers.ts).
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

/** Fastify's `trustProxy` option as app.ts gives it: a hop-counting function, addresses, or off. */
export type TrustProxy = ((address: string, hop: number) => boolean) | string[] | false;

export interface ClientReader {
  ipOf(req: IncomingMessage): string;
  hostOf(req: IncomingMessage): string | undefined;
}

const lastEntry = (value: string) => value.slice(value.lastIndexOf(",") + 1).trim();

export function clientReader(trustProxy: TrustProxy): ClientReader {
  const trusted = typeof trustProxy === "function" ? trustProxy : trustProxy ? proxyAddr.compile(trustProxy) : null;
  return {
    ipOf: (req) => (trusted ? (proxyAddr.all(req, trusted).at(-1) ?? "") : (req.socket.remoteAddress ?? "")),
    hostOf(req) {
      const forwarded = req.headers["x-forwarded-host"];
      if (trusted && typeof forwarded === "string" && trusted(req.socket.remoteAddress ?? "", 0)) return lastEntry(forwarded);
      return req.headers.host;
    },
  };
}
