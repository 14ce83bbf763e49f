// Stage 6, hand over: a visitor who asked about prices, a project or a person gets the free
// consultation offer and the hand-off (what pre-fills the contact form); the exchange is kept as
// the next message's context.
import type { Lang } from "@lumiere/i18n";
import { getPublicSettings } from "../../settings";
import { bookingOffer, consultationOffer, limitWords, pageLink, wordCount } from "../built-in";
import { buildHandoff } from "../handoff";
import { appendTurns } from "../history";
import type { ChatReply } from "../types";
import type { PipelineDeps } from "./deps";
import type { Asked } from "./read";

export async function handOver(deps: PipelineDeps, asked: Asked, answer: string): Promise<ChatReply> {
  const { said, consultation, lang, settings, history } = asked;
  const offered = consultation ? withOffer(answer, lang, settings.maxLength) : answer;
  const response = consultation
    ? withBooking(offered, bookingOffer(lang, (await getPublicSettings(deps)).bookingUrl ?? ""), settings.maxLength)
    : offered;
  await appendTurns(deps.db, asked.sessionId, [
    { role: "user", content: said },
    { role: "assistant", content: response },
  ]);
  return consultation ? { response, handoff: buildHandoff(history, said) } : { response };
}

/** The offer followed by the booking page's "pick a time", when there is one and it fits. */
function withBooking(offered: string, booking: string, maxLength: number): string {
  const withIt = `${offered}\n\n${booking}`;
  return booking && wordCount(withIt) <= maxLength ? withIt : offered;
}

/** The answer followed by the hand-off offer, the longest version that fits the word limit. */
function withOffer(answer: string, lang: Lang, maxLength: number): string {
  const full = consultationOffer(lang, "handoff");
  const short = consultationOffer(lang, true);
  if (answer.includes(full)) return answer;
  // The offer links the contact page itself: no second link to it just above.
  const text = answer
    .split("\n\n")
    .filter((p) => p !== pageLink(lang, "contact"))
    .join("\n\n");
  for (const withIt of [`${text}\n\n${full}`, `${text}\n\n${short}`]) if (wordCount(withIt) <= maxLength) return withIt;
  const room = maxLength - wordCount(short);
  if (room >= 8 && text !== full) return `${limitWords(text.split("\n\n")[0] ?? text, room)}\n\n${short}`;
  return limitWords(short, maxLength);
}
