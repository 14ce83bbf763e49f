// Stage 4b, what the site does not publish: a question asking for a price, a client's name or count,
// or a date is declined first when what it is grounded on does not give that fact about what was
// asked ("What's the price of the discovery workshop?" is not answered by the project's stages,
// "Which hospital uses your radiology triage?" not by the radiology article). The decline is followed
// by what the site does say (the pricing or the clients entry) and the consultation offer.
import type { KnowledgeEntry } from "@lumiere/db";
import { text } from "../../../i18n";
import { consultationOffer, limitWords, wordCount } from "../built-in";
import { fold, similarity, topicWords } from "../lexicon";
import { chatText } from "../messages";
import type { Ground } from "./ground";
import type { Asked } from "./read";

export type Undisclosed = "price" | "client" | "date";

// A price asked for: an amount, not the way projects are priced ("do you publish a price list?").
const PRICE = [
  /\bhow much (does|do|would|will|is|are|did|should|for|money)\b/,
  /\b(what'?s|what is|what are|what will|what would)\b[^?.]*\b(price|prices|pricing|cost|costs|fee|fees|budget)\b|\byour (day |daily |hourly )?rates?\b/,
  /\b(day|daily|hourly|monthly) rates?\b|\bper (hour|day|user|seat|month)\b|\bminimum budget\b|\bdiscounts?\b/,
  /\b(price|cost) (of|for)\b|\b(does|do|would|will) [^?.]{1,60} cost\b|\bcost (us|me|you)\b/,
  /\b(tarifs?|tarification|prix|tjm|remises?|budget minimum)\b|\bcombien\b[^?.]*\b(cout\w*|factur\w*|payer)\b/,
  /\b(cout\w*|factur\w*|payer|paye)\b[^?.]*\bcombien\b|\b(c'?est|ca fait|ca revient a) combien\b|\bquel (prix|budget|tarif)\b/,
  // An estimate in money: a ballpark, a range, an hourly or daily rate.
  // A budget to plan ("what budget should I plan for…?", "quel budget prévoir ?").
  /\b(what|which|how big an?|how large an?) budget\b|\bbudget (should|must|do|would|to plan|to set aside)\b|\b(plan|set aside|allocate) (a|the|what) budget\b|\b(prevoir|envisager|compter) (un|quel|comme) budget\b|\bbudget (a|faut-il|faut il) prevoir\b/,
  // The least the company would take on ("the cheapest project you'd accept"), not a cheap kind of model.
  /\bcheapest (project|engagement|offer|option|package|mission)\b|\b(projet|mission|offre|prestation) (le |la )?moins cher(e)?\b/,
  /\bprice (range|bracket|estimate|tag|indication)\b|\brough (figure|estimate|number|price|cost)\b|\b(fourchette|idee|estimation) (de|du) (prix|cout|budget)\b|\bballpark\b|\b(in|en) (euros?|dollars?)\b|\bordre de grandeur\b|\bfourchette\b|\btaux (horaire|journalier)\b|\b(smallest|lowest|minimum|minimal) (budget|price|fee)\b|\bbudget (minimum|minimal)\b|\bplus petit budget\b/,
];
// Asking about the price list itself (a document the site says it does not have) is not asking an amount.
const PRICE_LIST = /\b(fixed )?price lists?\b|\bgrilles? (tarifaires?|de tarifs?|de prix)\b|\bcombien de (temps|jours|semaines|mois)\b/g;

// A client's name, count or contact: the site names none.
const CLIENT_NOUNS =
  "clients?|customers?|companies|company|banks?|hospitals?|clinics?|retailers?|(supermarket |retail |store )?chains?|supermarkets?|manufacturers?|carmakers?|insurers?|brands?|firms?|" +
  "e-?commercants?|e-?merchants?|e-?tailers?|administrations?|ministr(y|ies)|ministeres?|mairies?|collectivites?|" +
  "entreprises?|compagnies?|societes?|banques?|hopita(l|ux)|cliniques?|enseignes?|chaines?|supermarches?|distributeurs?|fabricants?|constructeurs?|industriels?|marques?|assureurs?";
const CLIENT = [
  new RegExp(
    `\\b(which|name|names|list|quel(le)?s?|citer|citez|cite|nommez|nommer)\\b(?=.*\\b(you|your|vous|vos|votre|lumiere|studio|beta)\\b)( \\S+){0,3} (${CLIENT_NOUNS})\\b(?! (settings|environments?|contexts?|departments?|services?))`,
  ),
  new RegExp(`\\b(how many|combien d'?(e|de)?)( \\S+){0,2} (${CLIENT_NOUNS})\\b`),
  /\b(who are|who is|qui sont) (your|vos|votre) (clients?|customers?)\b/,
  /\b(call|contact|phone|appeler|contacter) (a|one of your|un de vos|une de vos|l'un de vos|un|vos) (clients?|customers?)\b|\b(contact|name|number) of (a|one of your) (clients?|customers?)\b|\b(reference|references) (clients?|customers?)\b|\bclients? (references?|de reference)\b/,
  /\b(beta (customers|clients|testers)|testent la beta)\b/,
  // A named organisation's place among the clients ("Is the SNCF one of your clients?", "X fait partie de vos clients ?"),
  // or a reference to call ("a reference in the automotive industry I could call").
  /\bone of your (clients|customers)\b|\ba (client|customer) of yours\b|\b(fait|font) partie de (vos|tes) (clients|references)\b|\breferences?\b[^?.]*\b((i|we) (could|can|might) (call|contact|phone|ring)|(que je|que nous|a) (pourrais |pourrions |puisse |puissions )?(appeler|contacter))\b/,
  // Whoever the company worked for ("a reference at a ministry you've worked for", "pour qui vous avez travaillé").
  /\b(for whom|who) (you'?ve|you have|have you) (worked|done|built)\b|\b(you'?ve|you have) (already |ever )?worked for\s*[?.!]*$|\bpour qui (vous avez|avez[- ]vous) (deja )?(travaille|fait|realise)\b/,
  /\b(parmi|dans) (vos|tes) (clients|references)\b|\bamong your (clients|customers)\b|\bas (a )?(client|customer)s?\b|\bcomme clients?\b/,
  // A named client's results ("results you got for a real client", "résultats chez un vrai client").
  /\b(results?|figures|numbers|resultats?|chiffres)\b[^?.]*\b(for|with|at|pour|chez|avec) (a|an|one|un|une) (real |actual |vrai |veritable )?(clients?|customers?)\b/,
  // What was achieved for clients ("what accuracy did you reach for your clients?"): a client's result.
  /\b(did|have) you (reach|reached|achieve|achieved|obtain|obtained)\b|\b(avez|aviez)[- ]vous (atteint|obtenu)\b|\bvous (avez|aviez) (atteint|obtenu)\b/,
];
// Work done for a named organisation ("projects for Airbus", "travaillé pour Renault"): a client's name.
const NAMED_CLIENT =
  /(\b(projects?|projets?|done|did|worked|travaillé|réalisé|fait)(?!\p{L})[^?.]{0,30}?\b(for|with|pour|avec|chez)|\b(work|travaillez)\b[^?.]{0,20}?\b(for|pour|chez))\s+(?!(?:The|A|An|Our|Your|Le|La|Les|Des|Un|Une|Nos|Vos|Lumi\p{L}*|Europe|France|Paris)\b)\p{Lu}\p{Ll}+/u;

// "What kind of companies do you work with?" asks the sectors, which the site gives.
const CLIENT_KIND = /\b(kind|kinds|type|types|sort|sorts|size|sizes|genre|types?|sortes?|taille|secteurs?|sectors?|industr\w*) (of|de|d')/;

// A date asked for, not the opening hours nor when to do something ("when should we retrain?", "when
// is a DPIA required?").
const DATE = [
  /\bwhen('s| did| was| were| will| is| are| does)\b/,
  /\b(what|which) (date|dates|year|day|month)\b|\bsince when\b|\bhow long ago\b|\bexact (launch )?date\b/,
  /\bquand\s*(\?|$)|\bquand (est|a|ont|sera|aura|seront|allez|avez|etes|sort|sortira|commence|se termine|le|la|les|l'|votre|vos)\b|\bc'?est quand\b|\b(quelle|quelles) (date|dates|annee|jour|mois)\b|\bdepuis quand\b/,
];
const NOT_A_DATE =
  /\b(open|opening|reach|call|available|hours|respond|reply|answer|ouvert\w*|ouvre\w*|joign\w*|appeler|horaires?|disponible|repond\w*|faut[- ]il|faut il|doit[- ]on|devr\w*|faudr\w*|should|need|needs|needed|required|mandatory|necessary|recommended|useful|worth|besoin|obligatoire|necessaire|requise?|recommandee?|utile|combien de temps|how long)\b/;

// Opening something new ("when are you opening an office in Lyon?") is an event, not the opening hours.
const NEW_EVENT = /\b(opening|open|ouvr\w*|launch\w*|lanc\w*)(-vous)? (a|an|un|une|new|nouve\w*|de nouve\w*)\b/;
// The year something happened ("in what year did you open your Lyon office?") is never the opening hours.
const YEAR = /\b(what|which) year\b|\b(quelle|quelles) annees?\b|\ben quelle annee\b/;
// "Quand ouvrez-vous… ?", "quand comptez-vous… ?": any "when do you…" in French.
const WHEN_YOU = /\bquand \w+[- ]vous\b/;

/** The kind of fact the question asks for that a site may not publish, if any. */
export function asksUndisclosed(question: string): Undisclosed | null {
  const q = fold(question).replace(/[’`]/g, "'");
  if ((CLIENT.some((re) => re.test(q)) && !CLIENT_KIND.test(q)) || NAMED_CLIENT.test(question.normalize("NFC"))) return "client";
  const priceless = q.replace(PRICE_LIST, " ");
  if (PRICE.some((re) => re.test(priceless))) return "price";
  if ((DATE.some((re) => re.test(q)) || WHEN_YOU.test(q)) && (!NOT_A_DATE.test(q) || NEW_EVENT.test(q) || YEAR.test(q))) return "date";
  return null;
}

// The words that only say what kind of fact is asked: the rest of the question is its subject.
const ASKING_WORDS = topicWords(
  "how much price prices pricing priced cost costs costing rate rates fee fees budget charge charged pay discount minimum roughly exactly exact " +
    "when date dates year day month since ago precisely " +
    // What happens at the date asked: the event, not its subject.
    "come coming out release released launch launched available start started found founded create created exist " +
    "sort sortie sortira fonde fondee cree creee existe commence lance lancee " +
    "combien cout couts couter coute coutera couterait tarif tarifs prix factur facture facturez facturer payer remise budget minimum peu pres precisement exactement " +
    "quand date dates annee jour mois depuis quel quelle quelles",
);
const ASKING = new Set(ASKING_WORDS);
const COMPANY = new Set(
  topicWords("lumiere ai lumière company entreprise societe boite you vous nous we us work working travailler bosser collaborer"),
);

const AMOUNT = /\d[\d .,]*\s?(€|eur\b|euros?\b|k€|keur)|€ ?\d|\$ ?\d/i;
const A_DATE =
  /\b(19|20)\d\d\b|\b(january|february|march|april|may|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
// The site's own word on a price: how it is set, or that it is not announced yet.
const PRICING_SAID = /\b(price|prices|pricing|priced|tarif\w*|prix|chiffre|forfait)\b/;
// The site's own word on a date it does not give yet ("the launch date will be shared first with…").
const DATE_PENDING = /\b(date|launch|lancement)\b[^.]*\b(shared|announced|soon|communiquee?s?|annoncee?s?|bientot)\b/;

/**
 * The question's own subject: the words of its sentences that ask the fact ("Hi, I'm Tom. When was
 * the company founded?"), beyond asking for a price or a date, and the company's name.
 */
function subjectWords(question: string): string[] {
  const clauses = question.split(/(?<=[.!?\n])\s*/).filter((c) => asksUndisclosed(c) !== null);
  const asking = clauses.length > 0 ? clauses.join(" ") : question;
  return topicWords(asking).filter((w) => !ASKING.has(w) && !COMPANY.has(w) && w.length >= 3);
}

/** Share of the question's subject words said by `said`, in its words or nearly. */
function coverage(question: string, said: string): number {
  const subject = subjectWords(question);
  if (subject.length === 0) return 1;
  const words = topicWords(said);
  return subject.filter((w) => words.some((s) => similarity(w, s) >= 0.85)).length / subject.length;
}

const groundText = (g: Ground, entryText: string): string =>
  g.known ? `${entryText} ${g.known}` : g.passages.map((p) => `${p.title} ${p.sentences.join(" ")}`).join(" ");

/** The visitor's own question: lines quoted from an e-mail ("> …") are not what is asked. */
function ownWords(asked: Asked): string {
  const lines = asked.said.split("\n");
  const own = lines.filter((l) => !l.trimStart().startsWith(">"));
  return own.length > 0 && own.length < lines.length ? own.join("\n") : asked.question;
}

const entryOf = (e: KnowledgeEntry) => `${e.questions_en} ${e.questions_fr} ${e.answer_en} ${e.answer_fr}`;

/**
 * The fact asked for that the ground does not give about what was asked; null when it does (or when
 * nothing of the kind is asked).
 */
export function undisclosedIn(asked: Asked, ground: Ground): Undisclosed | null {
  if (ground.latest || ground.done) return null;
  const question = ownWords(asked);
  const kind = asksUndisclosed(question);
  if (!kind) return null;
  // A published case study names its client: the site's own word (its prices and dates are checked as any).
  if (kind === "client") return ground.passages.some((p) => p.kind === "case-study") ? null : kind;
  const said = groundText(ground, ground.entry ? entryOf(ground.entry) : "");
  const about = coverage(question, said) >= 0.5;
  // An article's passage states a price only by an amount in a sentence about what was asked; the
  // site's own word on pricing is a knowledge entry's.
  if (kind === "price" && !ground.known)
    return ground.passages.some((p) => p.sentences.some((t) => AMOUNT.test(t) && coverage(question, t) > 0)) ? null : kind;
  if (kind === "price") return about && (AMOUNT.test(said) || PRICING_SAID.test(fold(said))) ? null : kind;
  // A date is given only by a sentence that speaks of what was asked, not by another passage's year.
  const sentences = ground.known ? [said] : ground.passages.flatMap((p) => p.sentences);
  const dated = sentences.some((t) => {
    const f = fold(t);
    return (A_DATE.test(f) || DATE_PENDING.test(f)) && (ground.known !== null || coverage(question, t) > 0);
  });
  return about && dated ? null : kind;
}

/** The knowledge entry that says what the site does say on prices or clients: most of its questions ask it. */
function entryOn(kind: Undisclosed, asked: Asked): KnowledgeEntry | undefined {
  if (kind === "date") return undefined;
  const asks = (line: string) => asksUndisclosed(line) === kind || (kind === "price" && PRICE.some((re) => re.test(fold(line))));
  let best: { entry: KnowledgeEntry; score: number } | undefined;
  for (const entry of asked.entries) {
    const lines = `${entry.questions_en}\n${entry.questions_fr}`.split("\n");
    const asking = lines.filter(asks).length;
    if (asking === 0) continue;
    const score = coverage(ownWords(asked), entryOf(entry)) * 10 + asking;
    if (!best || score > best.score) best = { entry, score };
  }
  return best?.entry;
}

/**
 * The decline, in Aya's own wording, then what the site does say on it (the entry on prices or
 * clients, or the understood entry when it speaks of the question's subject), then the consultation.
 */
export function declineUndisclosed(kind: Undisclosed, asked: Asked, ground: Ground, answerOf: (entry: KnowledgeEntry) => string): string {
  const { lang, settings, consultation } = asked;
  const lead = text(lang, chatText.notFoundReliable, { brand: asked.brand });
  const entry = entryOn(kind, asked) ?? (ground.entry && coverage(ownWords(asked), entryOf(ground.entry)) > 0 ? ground.entry : undefined);
  const says = entry ? answerOf(entry) : "";
  // The hand-over adds its own offer when the visitor asked for prices or a meeting.
  const offer = consultation ? "" : consultationOffer(lang, true);
  return fit(lead, says, offer, settings.maxLength);
}

function fit(lead: string, says: string, offer: string, maxLength: number): string {
  const full = [lead, says, offer].filter(Boolean).join("\n\n");
  if (wordCount(full) <= maxLength) return full;
  const room = maxLength - wordCount(lead) - wordCount(offer);
  if (says && room >= 8) return [lead, limitWords(says, room), offer].filter(Boolean).join("\n\n");
  return limitWords([lead, offer].filter(Boolean).join("\n\n"), maxLength);
}
