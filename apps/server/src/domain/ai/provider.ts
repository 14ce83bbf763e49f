// The OpenAI-compatible provider (OpenAI itself, or a local Ollama / vLLM server through
// OPENAI_BASE_URL), built once per server from its configuration and shared by Aya and the Content
// Assistant. Each caller passes its own time budget and retries: a visitor waits for a chat reply,
// an editor for a whole text.
import type OpenAI from "openai";
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { Tracing } from "../../tracing/index";

const DEFAULT_BASE_URL = "https://api.openai.com/v1";

/** How long one call may take, retries included, and how many times it is retried. */
export interface CallOptions {
  timeout: number;
  maxRetries: number;
  signal?: AbortSignal;
}

export interface AiProvider {
  complete(params: ChatCompletionCreateParamsNonStreaming, options: CallOptions): Promise<ChatCompletion>;
}

/** The provider's connection as the server's configuration gives it (OPENAI_API_KEY, OPENAI_BASE_URL). */
export interface AiConfig {
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

// The SDK is loaded with the first request to the provider, not at start-up: most sites answer with
// the built-in engine and never need it.
let sdk: typeof import("openai") | undefined;
const loadSdk = async () => {
  sdk ??= await import("openai");
  return sdk;
};

/**
 * The configured provider, or null when no key is configured (Aya answers with the built-in engine).
 * With tracing, each call is a client span whose `traceparent` the provider gets.
 */
export function createAiProvider(config: AiConfig, tracing: Tracing | null = null): AiProvider | null {
  const { apiKey } = config;
  if (!apiKey) return null;
  const baseURL = config.baseUrl ?? DEFAULT_BASE_URL;
  let client: OpenAI | undefined;
  const connect = async () => {
    const lib = await loadSdk();
    client ??= new lib.default({ apiKey, baseURL, maxRetries: 1 });
    return { api: client, lib };
  };
  const complete = async (params: ChatCompletionCreateParamsNonStreaming, options: CallOptions & { headers?: Record<string, string> }) => {
    const { api, lib } = await connect();
    try {
      return await api.chat.completions.create(params, options);
    } catch (err) {
      // Newer OpenAI models refuse max_tokens; servers such as Ollama only know max_tokens.
      if (!(err instanceof lib.APIError && err.status === 400 && /max_tokens/.test(err.message) && params.max_tokens != null)) throw err;
      const { max_tokens, ...rest } = params;
      return api.chat.completions.create({ ...rest, max_completion_tokens: max_tokens }, options);
    }
  };
  if (!tracing) return { complete };
  return {
    complete: (params, options) =>
      tracing
        .outgoing(
          {
            name: `chat ${params.model}`,
            method: "POST",
            url: `${baseURL.replace(/\/+$/, "")}/chat/completions`,
            // GenAI semantic conventions (not yet stable, so named here rather than imported).
            attributes: { "gen_ai.operation.name": "chat", "gen_ai.request.model": params.model },
          },
          async (headers) => {
            try {
              return { status: 200, completion: await complete(params, { ...options, headers }) };
            } catch (err) {
              const status = (err as { status?: unknown }).status;
              if (typeof status !== "number") throw err;
              return { status, error: err };
            }
          },
        )
        .then((answer) => {
          if ("error" in answer) throw answer.error;
          return answer.completion;
        }),
  };
}

/** What an admin should read when the provider fails: status and reason, never the key. */
export function describeProviderError(err: unknown): string {
  // Only a loaded SDK can have thrown its own errors.
  if (sdk && err instanceof sdk.APIConnectionError) return `could not reach the AI provider (${err.message})`;
  if (sdk && err instanceof sdk.APIError) return `the AI provider answered ${err.status ?? "with an error"}: ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}
