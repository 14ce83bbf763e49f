import type { Db } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { ContentCache } from "../../cache/content-cache";
import type { Config } from "../../env";
import { getAiSettings, getContactDetails, getLeadsSettings, getPublicSettings } from "../settings";
import { answerFromContent, consultationOffer, limitWords, pageLink, wordCount } from "./built-in";
import { buildHandoff, introduction, withoutIntroduction } from "./handoff";
import { detectLanguage, isFollowUp, onlyConsultation, smallTalk, wantsConsultation } from "./intent";
import { appendTurns, loadHistory, type Turn } from "./history";
import { knowledgeAnswer, loadKnowledge, matchKnowledge } from "./knowledge";
import { createOpenAiProvider, describeProviderError } from "./openai";
import { type Passage, retrieve } from "./retrieve";
import { isGuarded, scopeReply } from "./scope";
import type { ChatEngine, ChatReply, ConnectionTestResult } from "./types";

export interface ChatEngineDeps {
  db: Db;
  cache: ContentCache;
  config: Config;
  log: FastifyBaseLogger;
}

/** Messages of context kept for a follow-up question (three exchanges). */
const HISTORY_MESSAGES = 6;

/** The answer followed by the hand-off offer, the longest version that fits the word limit. */
function withOffer(answer: string, lang: Lang, maxLength: number): string {
  const full = consultationOffer(lang, "handoff");
  const short = consultationOffer(lang, true);
  if (answer.includes(full)) return answer;
  // The offer links the contact page itself: no second link to it just above.
  answer = answer
    .split("\n\n")
    .filter((p) => p !== pageLink(lang, "contact"))
    .join("\n\n");
  for (const text of [`${answer}\n\n${full}`, `${answer}\n\n${short}`]) if (wordCount(text) <= maxLength) return text;
  const room = maxLength - wordCount(short);
  if (room >= 8 && answer !== full) return `${limitWords(answer.split("\n\n")[0] ?? answer, room)}\n\n${short}`;
  return limitWords(short, maxLength);
}

/** Aya: the OpenAI-compatible provider when a key is configured, else the built-in engine. */
export function createChatEngine(deps: ChatEngineDeps): ChatEngine {
  const { db, config, log } = deps;
  const openai = config.openai.apiKey
    ? createOpenAiProvider({ apiKey: config.openai.apiKey, baseUrl: config.openai.baseUrl, timeBudgetMs: config.openai.timeBudgetMs })
    : null;

  /** Passages for this message; a follow-up also searches the previous question, at lower weight. */
  async function findPassages(lang: Lang, message: string, history: Turn[], previous: string, limit: number): Promise<Passage[]> {
    if (previous) {
      const said = history.filter((t) => t.role === "assistant").map((t) => t.content);
      return retrieve(deps, lang, message, { limit, context: previous, exclude: said });
    }
    return retrieve(deps, lang, message, { limit });
  }

  return {
    provider: openai ? "openai" : "built-in",

    async reply(input): Promise<ChatReply> {
      const message = input.message.trim();
      const lang = detectLanguage(message, input.lang);
      // What is searched: the question without "my name is …, I work at …".
      const question = withoutIntroduction(message);
      const [settings, history, entries, contact, { siteName: brand }] = await Promise.all([
        getAiSettings(deps),
        // Context reaches back as far as messages are kept.
        getLeadsSettings(deps).then((s) => loadHistory(db, input.sessionId, s.chatRetentionDays, HISTORY_MESSAGES)),
        loadKnowledge(db),
        getContactDetails(deps),
        // Aya names the company as Settings do.
        getPublicSettings(deps),
      ]);
      const lastQuestion = history.filter((t) => t.role === "user").at(-1)?.content ?? "";
      const previous = lastQuestion && isFollowUp(question) ? withoutIntroduction(lastQuestion) : "";
      const guarded = isGuarded(message);
      const consultation = !guarded && wantsConsultation(message);

      let response: string | null =
        smallTalk(message, lang, brand) ?? (guarded ? scopeReply(lang, brand) : consultation ? null : introduction(message, lang, brand));
      if (response === null) {
        // A bare "how much?" is the pricing entry; a bare "can I talk to someone?" is the hand-off itself.
        const knowledge = matchKnowledge(entries, question, previous);
        const known = knowledge ? knowledgeAnswer(knowledge.entry, lang, contact) : null;
        const passages =
          known || (consultation && onlyConsultation(question)) ? [] : await findPassages(lang, question, history, previous, 4);
        if (openai) {
          try {
            response = await openai.answer({
              settings,
              brand,
              lang,
              message,
              history,
              passages,
              known,
              knowledgePage: knowledge?.entry.pageId ?? "",
              consultation,
            });
          } catch (err) {
            log.warn(
              { err, provider: "openai", model: settings.selectedModel },
              `AI provider failed (${describeProviderError(err)}); answered with the built-in engine`,
            );
          }
        }
        response ??= answerFromContent({
          lang,
          message: question,
          context: previous,
          known: knowledge && known ? { text: known, pageId: knowledge.entry.pageId } : null,
          passages: passages.slice(0, 3),
          consultation,
          consultationOnly: consultation && onlyConsultation(question),
          maxLength: settings.maxLength,
          notFound: () => scopeReply(lang, brand, "not-found"),
        });
      }
      if (consultation) response = withOffer(response, lang, settings.maxLength);

      await appendTurns(db, input.sessionId, [
        { role: "user", content: message },
        { role: "assistant", content: response },
      ]);
      return consultation ? { response, handoff: buildHandoff(history, message) } : { response };
    },

    async test(): Promise<ConnectionTestResult> {
      if (openai) {
        const { selectedModel } = await getAiSettings(deps);
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
          retrieve(deps, "en", "artificial intelligence consulting services", { limit: 5 }),
          retrieve(deps, "fr", "conseil en intelligence artificielle", { limit: 5 }),
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
