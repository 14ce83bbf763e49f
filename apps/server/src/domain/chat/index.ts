import type { Db } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../env";
import { getAiSettings } from "../settings";
import { composeAnswer, detectLanguage, isFollowUp, onlyConsultation, smallTalk, wantsConsultation } from "./built-in";
import { appendTurns, loadHistory, pruneHistory, type Turn } from "./history";
import { createOpenAiProvider, describeProviderError } from "./openai";
import { type Passage, retrieve } from "./retrieve";
import type { ChatEngine, ConnectionTestResult } from "./types";

export interface ChatEngineDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Messages of context kept for a follow-up question (three exchanges). */
const HISTORY_MESSAGES = 6;
/** Old conversations are deleted at most this often per process. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Aya: the OpenAI-compatible provider when a key is configured, else the built-in engine. */
export function createChatEngine(deps: ChatEngineDeps): ChatEngine {
  const { db, config, log } = deps;
  const openai = config.openai.apiKey ? createOpenAiProvider({ apiKey: config.openai.apiKey, baseUrl: config.openai.baseUrl }) : null;
  let lastPrune = 0;

  async function pruneIfDue() {
    if (Date.now() - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = Date.now();
    try {
      await pruneHistory(db, config.chatHistoryDays);
    } catch (err) {
      log.warn({ err }, "pruning old chat messages failed");
    }
  }

  /** Passages for this message; a follow-up also searches the previous question, at lower weight. */
  async function findPassages(lang: Lang, message: string, history: Turn[], limit: number): Promise<Passage[]> {
    const previous = history.filter((t) => t.role === "user").at(-1)?.content;
    if (previous && isFollowUp(message)) {
      const said = history.filter((t) => t.role === "assistant").map((t) => t.content);
      return retrieve(db, lang, message, { limit, context: previous, exclude: said });
    }
    return retrieve(db, lang, message, { limit });
  }

  return {
    provider: openai ? "openai" : "built-in",

    async reply(input) {
      const message = input.message.trim();
      const lang = detectLanguage(message, input.lang);
      const [settings, history] = await Promise.all([
        getAiSettings(db),
        loadHistory(db, input.sessionId, config.chatHistoryDays, HISTORY_MESSAGES),
      ]);
      const consultation = wantsConsultation(message);
      const consultationOnly = onlyConsultation(message);

      let response: string | null = null;
      const greeting = smallTalk(message, lang);
      if (openai) {
        const passages = greeting ? [] : await findPassages(lang, message, history, 4);
        try {
          response = await openai.answer({ settings, lang, message, history, passages, consultation });
        } catch (err) {
          log.warn(
            { err, provider: "openai", model: settings.selectedModel },
            `AI provider failed (${describeProviderError(err)}); answered with the built-in engine`,
          );
          response = null;
        }
        if (response === null) {
          response =
            greeting ??
            composeAnswer({ lang, passages: passages.slice(0, 3), consultation, consultationOnly, maxLength: settings.maxLength });
        }
      } else {
        response =
          greeting ??
          composeAnswer({
            lang,
            passages: await findPassages(lang, message, history, 3),
            consultation,
            consultationOnly,
            maxLength: settings.maxLength,
          });
      }

      await appendTurns(db, input.sessionId, [
        { role: "user", content: message },
        { role: "assistant", content: response },
      ]);
      await pruneIfDue();
      return { response };
    },

    async test(): Promise<ConnectionTestResult> {
      if (openai) {
        const { selectedModel } = await getAiSettings(db);
        try {
          const model = await openai.ping(selectedModel);
          return { ok: true, provider: "openai", message: `The OpenAI-compatible API answered with model ${model}.` };
        } catch (err) {
          log.warn({ err, provider: "openai" }, "AI connection test failed");
          return { ok: false, provider: "openai", message: `AI connection test failed: ${describeProviderError(err)}` };
        }
      }
      try {
        const [en, fr] = await Promise.all([
          retrieve(db, "en", "artificial intelligence consulting services", { limit: 5 }),
          retrieve(db, "fr", "conseil en intelligence artificielle", { limit: 5 }),
        ]);
        const n = en.length + fr.length;
        if (n === 0) return { ok: false, provider: "built-in", message: "The built-in assistant found no site content to answer from." };
        return { ok: true, provider: "built-in", message: `Built-in assistant answered from ${n} site passages.` };
      } catch (err) {
        log.warn({ err, provider: "built-in" }, "AI connection test failed");
        return { ok: false, provider: "built-in", message: "The built-in assistant could not query the site's content." };
      }
    },
  };
}
