// Aya, the site's assistant. A message goes through one pipeline (pipeline/, one stage per module):
// read it, understand it, reply without content when it needs none (tone, scope, declines), else
// ground the answer in the knowledge or the site and word it, then hand over (consultation offer,
// conversation kept).
import type { AiProvider } from "../ai/provider";
import { createOpenAiProvider } from "./openai";
import { testConnection } from "./connection-test";
import { groundedReply, handOver, type PipelineDeps, read, replyWithoutContent, understandMessage } from "./pipeline";
import type { ChatEngine } from "./types";
import { createModelCache, UNDERSTANDING_THRESHOLD } from "./understanding";
import type { Variant } from "./understanding/classifier";

export interface ChatEngineDeps extends PipelineDeps {
  /** The server's OpenAI-compatible provider; null: the built-in engine answers. */
  ai: AiProvider | null;
  /** The understanding's settings; only the calibration script changes them. */
  understanding?: { threshold?: number; variant?: Variant };
}

/** Aya: the OpenAI-compatible provider words the answers when one is configured, else the built-in engine. */
export function createChatEngine(deps: ChatEngineDeps): ChatEngine {
  const threshold = deps.understanding?.threshold ?? UNDERSTANDING_THRESHOLD;
  const models = createModelCache(deps.understanding?.variant);
  const openai = deps.ai ? createOpenAiProvider(deps.ai, deps.config.openai.timeBudgetMs) : null;
  return {
    provider: openai ? "openai" : "built-in",
    async reply(input) {
      const asked = await read(deps, input);
      const understood = await understandMessage(deps, asked, models.get(asked.entries, asked.titles), threshold);
      const response = replyWithoutContent(asked, understood) ?? (await groundedReply(deps, openai, asked, understood));
      return handOver(deps, asked, response);
    },
    test: () => testConnection(deps, openai),
  };
}
