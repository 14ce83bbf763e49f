import type { Db } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { ContentCache } from "../../cache/content-cache";
import type { Config } from "../../env";
import { getAiSettings, getCompanyFacts, getLeadsSettings, getPublicSettings } from "../settings";
import { answerFromContent, composeAnswer, consultationOffer, limitWords, pageLink, wordCount } from "./built-in";
import { buildHandoff, introduction, withoutIntroduction } from "./handoff";
import { detectLanguage, isFollowUp, onlyConsultation, refersBack, smallTalkKind, wantsConsultation } from "./intent";
import { appendTurns, loadHistory, type Turn } from "./history";
import { knowledgeAnswer, loadKnowledge, matchKnowledge } from "./knowledge";
import { topicWords } from "./lexicon";
import { createOpenAiProvider, describeProviderError } from "./openai";
import { type Passage, retrieve } from "./retrieve";
import { isGuarded, isInsult, scopeReply } from "./scope";
import { type ToneKind, toneReply } from "./tone";
import type { ChatEngine, ChatReply, ConnectionTestResult } from "./types";
import { articleTitles, createModelCache, normaliseMessage, UNDERSTANDING_THRESHOLD, understand, unseenWords } from "./understanding";
import { articlePassage } from "./understanding/article-passage";
import type { Variant } from "./understanding/classifier";
import { foldText } from "./understanding/normalise";
import { entryText, unansweredIn } from "./understanding/unanswered";

export interface ChatEngineDeps {
  db: Db;
  cache: ContentCache;
  config: Config;
  log: FastifyBaseLogger;
  /** The understanding's settings; only the calibration script changes them. */
  understanding?: { threshold?: number; variant?: Variant; fallback?: boolean };
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
  const threshold = deps.understanding?.threshold ?? UNDERSTANDING_THRESHOLD;
  // Below the threshold, the hand-written word matching of the knowledge still gets its chance.
  const fallback = deps.understanding?.fallback ?? true;
  const models = createModelCache(deps.understanding?.variant);
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
      const said = input.message.trim();
      // The question without markup, code or SQL-like noise: what is understood, searched and quoted.
      const message = normaliseMessage(said).text;
      const lang = detectLanguage(message || said, input.lang);
      // What is searched: the question without "my name is …, I work at …".
      const question = withoutIntroduction(message);
      const [settings, history, entries, facts, { siteName: brand }, titles] = await Promise.all([
        getAiSettings(deps),
        // Context reaches back as far as messages are kept.
        getLeadsSettings(deps).then((s) => loadHistory(db, input.sessionId, s.chatRetentionDays, HISTORY_MESSAGES)),
        loadKnowledge(db),
        getCompanyFacts(deps),
        // Aya names the company as Settings do.
        getPublicSettings(deps),
        articleTitles(deps),
      ]);
      const lastQuestion = history.filter((t) => t.role === "user").at(-1)?.content ?? "";
      const previous = lastQuestion && isFollowUp(question) ? withoutIntroduction(normaliseMessage(lastQuestion).text) : "";
      const guarded = isGuarded(message);
      const consultation = !guarded && wantsConsultation(message);
      const model = models.get(entries, titles);
      let meaning = question
        ? understand(
            model,
            foldText(question),
            foldText(previous),
            threshold,
            // "How much is it?": the previous question says what "it" is.
            refersBack(question) ? 0.8 : 0.35,
          )
        : null;
      // Words the model never saw, quoted by a page or an article: the site answers instead.
      let site: Passage[] | null = null;
      const unseen = meaning?.kind === "knowledge" || meaning?.kind === "article" ? unseenWords(model, question) : [];
      if (unseen.length > 0) {
        const found = await findPassages(lang, question, history, previous, 4);
        const quotes = (p: Passage) => {
          const said = new Set(topicWords(`${p.title} ${p.sentences.join(" ")}`));
          return unseen.some((w) => said.has(w));
        };
        if (found.some((p) => p.coverage >= 0.5 && quotes(p))) {
          site = found;
          meaning = null;
        }
      }
      // "What's the salary of an ML engineer?": no entry says, so neither does Aya; one an admin
      // wrote since (a parking entry) answers instead.
      const asked = unansweredIn(question);
      const answered = asked.length > 0 && entries.some((e) => unansweredIn(question, entryText(e)).length < asked.length);
      if (meaning?.kind === "out-of-scope" && meaning.unknown && answered) meaning = null;
      else if (asked.length > 0 && !answered && (meaning === null || meaning.kind === "knowledge"))
        meaning = { kind: "out-of-scope", confidence: 1, unknown: true };
      const manipulation = guarded && !isInsult(message);
      const tone: ToneKind | null =
        meaning?.kind === "smalltalk" ? (meaning.tone as ToneKind) : (smallTalkKind(message) ?? (isInsult(message) ? "insult" : null));

      let response: string | null = null;
      // Rudeness and frustration are acknowledged; other guarded messages get the scope sentence.
      if (tone && !manipulation) response = toneReply(tone, lang, brand, message);
      else if (guarded || !message) response = scopeReply(lang, brand);
      else if (!consultation) response = introduction(message, lang, brand);
      // What the site does not say is declined even with a consultation word in it ("how much do you pay?").
      if (response === null && meaning?.kind === "out-of-scope" && meaning.unknown) response = scopeReply(lang, brand, "not-found");
      if (response === null && meaning?.kind === "out-of-scope" && !consultation) response = scopeReply(lang, brand);
      if (response === null) {
        // A bare "how much?" is the pricing entry; a bare "can I talk to someone?" is the hand-off itself.
        const understood = meaning?.kind === "knowledge" ? entries.find((e) => e.topic === meaning.topic) : undefined;
        const article = meaning?.kind === "article" ? titles.find((a) => a.title_en === meaning.titleEn) : undefined;
        const chosen = article ? await articlePassage(deps, lang, article, question) : null;
        const entry = understood ?? (chosen || site || !fallback ? undefined : matchKnowledge(entries, question, previous)?.entry);
        const known = entry ? knowledgeAnswer(entry, lang, facts) : null;
        const passages = chosen
          ? [chosen]
          : known || (consultation && onlyConsultation(question))
            ? []
            : (site ?? (await findPassages(lang, question, history, previous, 4)));
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
              knowledgePage: entry?.pageId ?? "",
              consultation,
            });
          } catch (err) {
            log.warn(
              { err, provider: "openai", model: settings.selectedModel },
              `AI provider failed (${describeProviderError(err)}); answered with the built-in engine`,
            );
          }
        }
        // The understood article is quoted as such: its words need not be the visitor's.
        if (chosen) response ??= composeAnswer({ lang, passages: [chosen], consultation: false, maxLength: settings.maxLength });
        response ??= answerFromContent({
          lang,
          message: question,
          context: previous,
          known: entry && known ? { text: known, pageId: entry.pageId } : null,
          passages: passages.slice(0, 3),
          consultation,
          consultationOnly: consultation && onlyConsultation(question),
          maxLength: settings.maxLength,
          notFound: () => scopeReply(lang, brand, "not-found"),
        });
      }
      if (consultation) response = withOffer(response, lang, settings.maxLength);

      await appendTurns(db, input.sessionId, [
        { role: "user", content: said },
        { role: "assistant", content: response },
      ]);
      return consultation ? { response, handoff: buildHandoff(history, said) } : { response };
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
