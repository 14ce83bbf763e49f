// The server's OpenAI-compatible provider (domain/ai/provider.ts) as a writer: one completion, its
// text and whether the model stopped at its token limit. A longer time budget than Aya's: an editor
// waits for a whole text, not a chat reply.
import type { ChatCompletion } from "openai/resources/chat/completions";
import { serverMessages } from "@lumiere/validation";
import type { AiProvider } from "../ai/provider";
import { Refusal } from "../refusal";

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

/** A writer over the server's provider; refuses (nothing changes) when no provider is configured. */
export function createWriter(ai: AiProvider | null): Writer {
  if (!ai) throw new Refusal("conflict", serverMessages.aiNotConfigured);
  return {
    async write(request) {
      let completion: ChatCompletion;
      try {
        completion = await ai.complete(
          {
            model: request.model,
            temperature: request.temperature,
            max_tokens: request.maxTokens,
            messages: [
              { role: "system", content: request.system },
              { role: "user", content: request.user },
            ],
          },
          { maxRetries: 1, timeout: TIMEOUT_MS },
        );
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
