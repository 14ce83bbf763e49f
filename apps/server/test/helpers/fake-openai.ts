// A fake OpenAI-compatible server on loopback for the tests that call a provider through the real
// `openai` SDK (Aya, the content assistant): it records each request and answers as told.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  /** The W3C trace context the call carried (traces on). */
  traceparent: string | undefined;
  body: {
    model: string;
    temperature?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
    messages: { role: string; content: string }[];
  };
}

export interface FakeOpenAi {
  /** The base URL to configure (OPENAI_BASE_URL). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** ok answers; fail answers 500; slow waits 4 s first. */
  mode: "ok" | "fail" | "slow";
  /** What the model says next (empty: the default answer, or a reply computed by `answer`) and why it stopped. */
  reply: { content: string; finishReason: string };
  /** Computes the reply from the request when `reply.content` is empty. */
  answer?: (body: RecordedRequest["body"]) => string;
  /** Back to ok, default replies, no requests. */
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Starts the fake; a tiny completion (max_tokens ≤ 5, a connection test) is answered "OK". */
export async function startFakeOpenAi(defaultAnswer: string): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: "",
    requests: [],
    mode: "ok",
    reply: { content: "", finishReason: "stop" },
    reset() {
      fake.requests.length = 0;
      fake.mode = "ok";
      fake.reply = { content: "", finishReason: "stop" };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = raw ? (JSON.parse(raw) as RecordedRequest["body"]) : ({ model: "", messages: [] } as RecordedRequest["body"]);
    fake.requests.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization,
      traceparent: String(req.headers.traceparent ?? "") || undefined,
      body,
    });
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    if (fake.mode === "fail") {
      res
        .writeHead(500, { "content-type": "application/json", "retry-after-ms": "10" })
        .end(JSON.stringify({ error: { message: "The fake model is on fire", type: "server_error" } }));
      return;
    }
    if (fake.mode === "slow") await new Promise((r) => setTimeout(r, 4000));
    if (res.destroyed || res.writableEnded) return;
    const short = (body.max_tokens ?? 100) <= 5;
    const content = short ? "OK" : fake.reply.content || fake.answer?.(body) || defaultAnswer;
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: fake.reply.finishReason, logprobs: null }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
