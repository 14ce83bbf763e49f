// The OpenAI-compatible provider as a writer: one completion, its text and whether the model
// stopped at its token limit. Same SDK and settings (OPENAI_API_KEY, OPENAI_BASE_URL) as Aya's
// provider, with a longer time budget: an editor waits for a whole text, not a chat reply.
import type OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { serverMessages } from "@lumiere/validation";
import { Refusal } from "../refusal";

const DEFAULT_BASE_URL = "https://api.openai.com/v1";
const TIMEOUT_MS = 90_000;

export interface WritingRequest {
  model: string;
  temperature: number;
  maxTokens: number;
  system: string;
  user: string;
}

export interface Written {
  text: string;
  /** The model stopped at the token limit: the text is cut short. */
  truncated: boolean;
  model: string;
}

export interface Writer {
  write(request: WritingRequest): Promise<Written>;
}

/** The provider's connection as the server's configuration gives it. */
export interface WriterConfig {
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

/** A writer for the configured provider; refuses (nothing changes) when no key is configured. */
export function createWriter(config: WriterConfig): Writer {
  const { apiKey } = config;
  if (!apiKey) throw new Refusal("conflict", serverMessages.aiNotConfigured);
  let client: OpenAI | undefined;
  let sdk: typeof import("openai") | undefined;
  const connect = async () => {
    sdk ??= await import("openai");
    client ??= new sdk.default({ apiKey, baseURL: config.baseUrl ?? DEFAULT_BASE_URL, maxRetries: 1, timeout: TIMEOUT_MS });
    return { api: client, lib: sdk };
  };
  const create = async (params: ChatCompletionCreateParamsNonStreaming) => {
    const { api, lib } = await connect();
    try {
      return await api.chat.completions.create(params);
    } catch (err) {
      // Newer OpenAI models take only max_completion_tokens; Ollama and others only max_tokens.
      if (!(err instanceof lib.APIError && err.status === 400 && /max_tokens/.test(err.message))) throw err;
      const { max_tokens: limit, ...rest } = params;
      return api.chat.completions.create({ ...rest, max_completion_tokens: limit ?? null });
    }
  };
  return {
    async write(request) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await create({
          model: request.model,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
          messages: [
            { role: "system", content: request.system },
            { role: "user", content: request.user },
          ],
        });
      } catch {
        throw new Refusal("upstream", serverMessages.aiFailed);
      }
      const choice = completion.choices[0];
      const text = choice?.message?.content?.trim() ?? "";
      if (!text) throw new Refusal("upstream", serverMessages.aiEmpty);
      return { text, truncated: choice?.finish_reason === "length", model: completion.model || request.model };
    },
  };
}
