// A loopback webhook receiver: a real HTTP server that keeps what it is sent, verifies nothing
// itself (the tests do, with standardwebhooks), and can go down and come back on the same port.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** Stops listening: connections are refused until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startReceiver(answer: (r: Received) => number = () => 200, port = 0): Promise<Receiver> {
  const received: Received[] = [];
  let server: http.Server | null = null;
  let bound = port;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const r = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
          received.push(r);
          res.writeHead(answer(r), { "content-type": "text/plain" }).end("thanks");
        });
      });
      s.once("error", reject);
      s.listen(bound, "127.0.0.1", () => {
        bound = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await start();
  return {
    get url() {
      return `http://127.0.0.1:${bound}/hooks/lumiere`;
    },
    get port() {
      return bound;
    },
    received,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
        server = null;
      }),
  };
}

/** What a receiver does with a delivery: verify its signature with the endpoint's secret, then parse it. */
export function verified(secret: string, r: Received): { type: string; timestamp: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(r.body, {
    "webhook-id": String(r.headers["webhook-id"]),
    "webhook-timestamp": String(r.headers["webhook-timestamp"]),
    "webhook-signature": String(r.headers["webhook-signature"]),
  }) as never;
}

export interface HangingReceiver {
  url: string;
  /** Every request read, answered or not. */
  received: Received[];
  /** Requests waiting for an answer now, the most ever waiting at once, and those given up on. */
  open: number;
  mostOpen: number;
  closed: number;
  /** From now on, requests are answered 200 (those still waiting stay unanswered). */
  answerFromNow(): void;
  stop(): Promise<void>;
}

/** A receiver that reads each request and never answers it, as a stuck CRM does, until told to. */
export async function startHangingReceiver(): Promise<HangingReceiver> {
  let answering = false;
  const state: HangingReceiver = {
    url: "",
    received: [],
    open: 0,
    mostOpen: 0,
    closed: 0,
    answerFromNow: () => {
      answering = true;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      state.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (answering) {
        res.writeHead(200, { "content-type": "text/plain" }).end("thanks");
        return;
      }
      state.open++;
      state.mostOpen = Math.max(state.mostOpen, state.open);
      res.once("close", () => {
        state.open--;
        state.closed++;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/stuck`;
  return state;
}
