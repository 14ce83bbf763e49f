// Stage 1, read: the message as Aya works with it (cleaned, in its language, without "my name is…")
// and what answering it needs (the AI settings, the conversation so far, the knowledge, the brand).
import type { KnowledgeEntry } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { AiSettingsInput, CompanyFacts } from "@lumiere/validation";
import { getAiSettings, getCompanyFacts, getLeadsSettings, getPublicSettings } from "../../settings";
import { withoutIntroduction } from "../handoff";
import { loadHistory, type Turn } from "../history";
import { detectLanguage, isFollowUp, isRequest, wantsConsultation } from "../intent";
import { loadKnowledge } from "../knowledge";
import { isGuarded } from "../scope";
import type { ChatReplyInput } from "../types";
import { type ArticleTitle, articleTitles, normaliseMessage } from "../understanding";
import type { PipelineDeps } from "./deps";

/** Messages of context kept for a follow-up question (three exchanges). */
const HISTORY_MESSAGES = 6;
/** Messages searched for what was already quoted of the conversation's subject (ten exchanges). */
const SUBJECT_MESSAGES = 20;

export interface Asked {
  sessionId: string;
  /** The message as the visitor typed it (what the conversation keeps). */
  said: string;
  /** Without markup, code or SQL-like noise: what is understood, searched and quoted. */
  message: string;
  /** What is searched: the message without "my name is …, I work at …". */
  question: string;
  /** The previous question, when this one leans on it ("and how much is it?"); else "". */
  previous: string;
  lang: Lang;
  /** Markup, prompt injection or abuse: answered with the scope sentence or a tone reply only. */
  guarded: boolean;
  /** "Can you…?": a service is asked for; its answer comes first. */
  request: boolean;
  /** Prices, a project, a meeting or a person: the reply ends with the free consultation. */
  consultation: boolean;
  settings: AiSettingsInput;
  history: Turn[];
  /** A longer stretch of the conversation: what was already quoted is not quoted again. */
  conversation: Turn[];
  entries: KnowledgeEntry[];
  facts: CompanyFacts;
  /** The company's name as Settings hold it. */
  brand: string;
  titles: ArticleTitle[];
}

export async function read(deps: PipelineDeps, input: ChatReplyInput): Promise<Asked> {
  const said = input.message.trim();
  const message = normaliseMessage(said).text;
  const lang = detectLanguage(message || said, input.lang);
  const question = withoutIntroduction(message);
  const [settings, conversation, entries, facts, { siteName: brand }, titles] = await Promise.all([
    getAiSettings(deps),
    // Context reaches back as far as messages are kept.
    getLeadsSettings(deps).then((s) => loadHistory(deps.db, input.sessionId, s.chatRetentionDays, SUBJECT_MESSAGES)),
    loadKnowledge(deps.db),
    getCompanyFacts(deps),
    getPublicSettings(deps),
    articleTitles(deps),
  ]);
  const history = conversation.slice(-HISTORY_MESSAGES);
  const lastQuestion = history.filter((t) => t.role === "user").at(-1)?.content ?? "";
  const previous = lastQuestion && isFollowUp(question) ? withoutIntroduction(normaliseMessage(lastQuestion).text) : "";
  const guarded = isGuarded(message);
  const consultation = !guarded && wantsConsultation(message);
  const request = isRequest(question);
  return {
    ...{ sessionId: input.sessionId, said, message, question, previous, lang, guarded, consultation, request },
    ...{ settings, history, conversation, entries, facts, brand, titles },
  };
}
