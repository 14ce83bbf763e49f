// Stage 3, reply without content: small talk and rudeness get a tone reply, manipulation and empty
// messages the scope sentence, a bare "my name is…" a greeting by name, and what the site does not
// say or is not about the company is declined. Null: the message is answered from content.
import { introduction } from "../handoff";
import { smallTalkKind } from "../intent";
import { isInsult, scopeReply } from "../scope";
import { type ToneKind, toneReply } from "../tone";
import { asksShowcase } from "./case-studies";
import type { Asked } from "./read";
import type { Understood } from "./understand";

export function replyWithoutContent(asked: Asked, { meaning }: Understood): string | null {
  const { message, lang, brand, guarded, consultation } = asked;
  const manipulation = guarded && !isInsult(message);
  const tone: ToneKind | null =
    meaning?.kind === "smalltalk" ? (meaning.tone as ToneKind) : (smallTalkKind(message) ?? (isInsult(message) ? "insult" : null));
  // Rudeness and frustration are acknowledged; other guarded messages get the scope sentence.
  if (tone && !manipulation) return toneReply(tone, lang, brand, message);
  if (guarded || !message) return scopeReply(lang, brand);
  const introduced = consultation ? null : introduction(message, lang, brand);
  if (introduced !== null) return introduced;
  if (meaning?.kind !== "out-of-scope") return null;
  // What the site does not say is declined even with a consultation word in it ("how much do you pay?"),
  // unless it asks for the case studies or the team: their pages say what they publish, or that none is yet.
  if (meaning.unknown) return asksShowcase(asked.question) ? null : scopeReply(lang, brand, "not-found");
  return consultation ? null : scopeReply(lang, brand);
}
