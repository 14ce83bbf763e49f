// What kind of fact a question asks for, when its words say it ("how long…?", "combien de temps…?"):
// the sentence giving that kind of fact answers it, not the one that only repeats its subject
// ("what you type in the chat" is said by the sentence listing what is collected and by the one
// saying how long it is kept).
import { fold } from "./lexicon";

const NUMBER_WORDS =
  "\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|vingt|trente|quelques|few|several|plusieurs";
const UNITS =
  "minutes?|min|hours?|days?|weeks?|months?|years?|business days?|working days?|heures?|jours?|semaines?|mois|ans|annees?|jours ouvres";

export interface Shape {
  /** A sentence giving that kind of fact. */
  says: RegExp;
  /** A heading naming that kind of fact ("How long we keep it", "Durées de conservation", "Who is it for?"). */
  heading: RegExp;
}

const SHAPES: ({ asks: RegExp } & Shape)[] = [
  {
    // A duration: how long something lasts or is kept.
    asks: /\b(how long|for how long|how many (minutes|hours|days|weeks|months|years)|combien de (temps|minutes|heures|jours|semaines|mois|ans|annees)|pendant combien|quelle duree|duree de conservation|retention period)\b/,
    // "45 minutes", "4 to 8 weeks", and as a word of its own ("a 45-minute call").
    says: new RegExp(`\\b(${NUMBER_WORDS})(\\s*(-|to|a|or|ou)\\s*(${NUMBER_WORDS}))?(\\s+|-)(${UNITS})\\b`),
    heading: /\b(how long|durations?|durees?|periods?|periodes?|delais?|retention)\b/,
  },
  {
    // An e-mail address: "and your email?", "et votre mail ?" (not "your customer e-mails").
    asks: /\b((your|votre|ton) (e-?mail|mail|courriel)|e-?mail address|adresse (e-?)?mail|adresse courriel)\b/,
    says: /[\w.+-]+@[\w-]+\.\w+/,
    heading: /\b(e-?mails?|courriels?)\b/,
  },
  {
    // Who something is for: its audience.
    asks: /\b(who (is|are) (it|this|that|they|\w+( \w+)?) (for|meant for|aimed at|designed for|intended for|made for)|for whom|who (should|can|could) use|a qui s'adresse\w*|pour qui (est|sont|c'est)|a qui (est|sont) (destine|destinee|destines|destinees))\b/,
    says: /\b(for|pour|aux?) (\w+ )?(teams?|equipes?|companies|entreprises|organisations?|organizations?|clients?|users?|utilisateurs?)\b/,
    heading: /\b(who (is|are) (it|this|they) for|for whom|a qui s'adresse|pour qui)\b/,
  },
];

/** The kind of fact the question asks for; null when its words ask none. */
export function answerShape(question: string): Shape | null {
  const q = fold(question).replace(/[’`]/g, "'");
  return SHAPES.find((s) => s.asks.test(q)) ?? null;
}

/** How much more a passage giving the kind of fact asked is worth than one only sharing its words. */
export const SHAPE_BONUS = 0.5;

/** True when the sentence gives the kind of fact `shape` asks for. */
export function hasShape(shape: Shape | null, sentence: string): boolean {
  return shape?.says.test(fold(sentence)) ?? false;
}

/** True when the heading names the kind of fact `shape` asks for. */
export function namesShape(shape: Shape | null, heading: string | undefined): boolean {
  return shape !== null && heading !== undefined && shape.heading.test(fold(heading).replace(/[’`]/g, "'"));
}
