// Stage 5, answer: the OpenAI-compatible provider words the answer from the ground when one is
// configured; the built-in composer does when there is none or it fails (logged, never shown).
import { describeProviderError } from "../../ai/provider";
import { answerFromContent, composeAnswer, consultationOffer, latestList, subjectDone } from "../built-in";
import { onlyConsultation } from "../intent";
import type { OpenAiProvider } from "../openai";
import { scopeReply } from "../scope";
import type { PipelineDeps } from "./deps";
import { entryAnswer, type Ground, groundFor } from "./ground";
import type { Understood } from "./understand";
import { declineUndisclosed, undisclosedIn } from "./undisclosed";
import type { Asked } from "./read";

/** The answer grounded on the knowledge or the site; a price, client or date it does not give is declined first. */
export async function groundedReply(
  deps: PipelineDeps,
  openai: OpenAiProvider | null,
  asked: Asked,
  understood: Understood,
): Promise<string> {
  const ground = await groundFor(deps, asked, understood);
  const undisclosed = undisclosedIn(asked, ground);
  if (undisclosed) return declineUndisclosed(undisclosed, asked, ground, (e) => entryAnswer(asked, e));
  return answer(deps, openai, asked, ground);
}

export async function answer(deps: PipelineDeps, openai: OpenAiProvider | null, asked: Asked, ground: Ground): Promise<string> {
  // A list of the latest articles, "that is all" or what the showcase pages publish is Aya's own sentence, with nothing for a model to word.
  const own = ground.latest !== undefined || ground.done !== undefined || ground.showcase !== undefined;
  return (openai && !own ? await providerAnswer(deps, openai, asked, ground) : null) ?? builtInAnswer(asked, ground);
}

async function providerAnswer(deps: PipelineDeps, openai: OpenAiProvider, asked: Asked, ground: Ground): Promise<string | null> {
  const { settings, brand, lang, message, history, consultation } = asked;
  try {
    const { passages, known } = ground;
    return await openai.answer({
      settings,
      brand,
      lang,
      message,
      history,
      passages,
      known,
      knowledgePage: ground.entry?.pageId ?? "",
      consultation,
    });
  } catch (err) {
    deps.log.warn(
      { err, provider: "openai", model: settings.selectedModel },
      `AI provider failed (${describeProviderError(err)}); answered with the built-in engine`,
    );
    return null;
  }
}

/** "Can you…?" answered by an entry that does not say how a project starts: the consultation offer says it. */
function withStart(asked: Asked, known: string): string {
  if (!asked.request || asked.consultation || /consultation/i.test(known)) return known;
  return `${known}\n\n${consultationOffer(asked.lang, true)}`;
}

function builtInAnswer(asked: Asked, { article, entry, known, passages, readMore, done, latest, showcase }: Ground): string {
  const { lang, question, previous, consultation, settings, brand } = asked;
  if (showcase) return showcase;
  if (done) return subjectDone(lang, done, settings.maxLength);
  if (latest) return latestList(lang, latest, settings.maxLength);
  // The understood article is quoted as such: its words need not be the visitor's.
  // "Can you…?" answered by an article: how a project starts follows the quote.
  if (article)
    return composeAnswer({
      lang,
      passages: [article],
      consultation: asked.request && !consultation && "start",
      maxLength: settings.maxLength,
    });
  return answerFromContent({
    lang,
    message: question,
    request: asked.request && !consultation,
    context: previous,
    known: entry && known ? { text: withStart(asked, known), pageId: entry.pageId, readMore } : null,
    passages: passages.slice(0, 3),
    consultation,
    consultationOnly: consultation && onlyConsultation(question),
    maxLength: settings.maxLength,
    notFound: () => scopeReply(lang, brand, "not-found"),
  });
}
