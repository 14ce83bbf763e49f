// Stage 4c, published case studies: a question about the work done ("do you have a case study on
// fraud?", "what results did you get in retail?") or whose words a case study says better than
// anything else is answered by that case study's summary and results, with its link. What a case
// study publishes (its client, its figures) is the site's own word, so it is not declined.
import { type Lang, pagePath, teamPath } from "@lumiere/i18n";
import { text } from "../../../i18n";
import { type CaseStudyPassage, caseStudyPassages } from "../../showcase/case-studies";
import { listTeam } from "../../team/public";
import { fold, topicWords } from "../lexicon";
import { chatText as m } from "../messages";
import type { Passage } from "../retrieve";
import type { PipelineDeps } from "./deps";
import type { Asked } from "./read";
import { conceptsOf, saysConcept } from "./service";

// Asking for the work itself: a case study, a reference, results obtained, an example.
const ASKS_WORK =
  /\b(case stud(y|ies)|etudes? de cas|references?|realisations?|success stor(y|ies)|examples? of (your )?(work|projects?)|exemples? de (projets?|realisations?)|results? (you|for|in|with)|resultats? (obtenus|chez|pour|dans)|(projects?|work) you('ve| have)? (done|delivered)|projets? (realises|menes))\b/;
// Words that only ask for the work, not what it is about.
const WORK_WORDS = new Set(
  topicWords(
    "case study studies reference references result results example examples work project projects client clients customer customers " +
      "etude etudes cas realisation realisations resultat resultats exemple exemples projet projets obtenu obtenus done delivered show montrer",
  ),
);

/** A case study covering this share of the question's words answers it even unasked. */
const UNASKED_COVERAGE = 0.75;

const textOf = (c: CaseStudyPassage) => `${c.title} ${c.summary} ${c.results} ${c.client} ${c.industry}`;

/** The published case study answering the question, as a passage; null when none does. `understood`: the model was confident. */
export async function caseStudyFor(deps: PipelineDeps, asked: Asked, understood: boolean): Promise<Passage | null> {
  const studies = await caseStudyPassages(deps, asked.lang);
  if (studies.length === 0) return null;
  const asksWork = ASKS_WORK.test(fold(asked.question).replace(/'/g, "'"));
  const concepts = conceptsOf(asked.question).filter((c) => !(c.factor === 1 && WORK_WORDS.has(c.words[0] ?? "")));
  const own = concepts.filter((c) => c.factor === 1).length;
  let best: { study: CaseStudyPassage; said: number } | null = null;
  for (const study of studies) {
    const words = topicWords(textOf(study));
    // A concept the study says: one of the visitor's words, or a word a synonym rule gives for them.
    const said = concepts.filter((c) => saysConcept(c, words)).length;
    if (!best || said > best.said) best = { study, said };
  }
  if (!best) return null;
  const coverage = own > 0 ? Math.min(1, best.said / own) : 1;
  // Asked for the work: the study on the question's subject, or the newest when it names none.
  // Unasked, only a question the understanding did not answer with confidence.
  const answers = asksWork ? best.said > 0 || own === 0 : !understood && own >= 2 && coverage >= UNASKED_COVERAGE;
  if (!answers) return null;
  const study = asksWork && best.said === 0 ? (studies[0] as CaseStudyPassage) : best.study;
  return passageOf(asked.lang, study, coverage);
}

function passageOf(lang: Lang, c: CaseStudyPassage, coverage: number): Passage {
  // The site's own links are relative in Aya's answers.
  const path = c.url.replace(/^https?:\/\/[^/]+/, "") || `/${lang}`;
  const sentences = [c.summary, c.results ? `${c.client ? `${c.client}: ` : ""}${c.results}.` : ""].filter(Boolean);
  return { kind: "case-study", title: c.title, path, score: 10, coverage, sentences, ranked: [] };
}

// Asking to see the work itself, not what the work is about: answered by what the site publishes of it.
const ASKS_CASE_STUDY =
  /\b(case stud(y|ies)|etudes? de cas|success stor(y|ies)|realisations?|portfolio|examples? of (your )?(work|projects?)|exemples? de (projets?|realisations?)|(projects?|work) you('ve| have)? (done|delivered)|projets? (realises|menes)|resultats? chiffres|(figures|numbers|results) (from|of) (a |an )?(real|actual) (client )?projects?|(vrai|veritable) projet)\b/;
// Asking who the people are: their profiles, the team page, who carries a project.
const ASKS_TEAM =
  /\b(team page|page (de l'?)?equipe|(profiles?|profils?|bios?|biograph\w*)\b[^?.]{0,30}\b(consultants?|team|equipe|experts?|people|staff|engineers|ingenieurs)|(consultants?|team|equipe|experts?)\b[^?.]{0,30}\b(profiles?|profils?|bios?|biograph\w*)|meet (the|your) team|who('s| is| are) (on|in) (the|your) team|who are your (consultants|experts|data scientists|engineers)|qui sont vos (consultants|experts|data scientists|ingenieurs)|who (takes|leads|runs|carries|handles|drives)\b[^?.]*\bprojects?|qui (mene|pilote|porte|conduit|prend en charge)\b[^?.]*\bprojets?)\b/;

const markdownLink = (label: string, path: string) => `[${label}](${path})`;

/** The message asks for the case studies or the team's profiles: the showcase pages say what they publish. */
export function asksShowcase(question: string): boolean {
  const q = fold(question).replace(/[’`]/g, "'");
  return ASKS_CASE_STUDY.test(q) || ASKS_TEAM.test(q);
}

/**
 * What the showcase pages publish when the question asks for them: no case study yet (said, with
 * what one will hold), the team page being prepared, or the people it lists. Null: not asked, or
 * the published case studies answer (caseStudyFor).
 */
export async function showcaseNotice(deps: PipelineDeps, asked: Asked): Promise<{ text: string; team: boolean } | null> {
  const q = fold(asked.question).replace(/[’`]/g, "'");
  const { lang } = asked;
  if (ASKS_CASE_STUDY.test(q)) {
    if ((await caseStudyPassages(deps, lang, 1)).length > 0) return null;
    const page = markdownLink(text(lang, m.caseStudiesLabel), pagePath(lang, "case-studies"));
    return { text: text(lang, m.noCaseStudies, { link: page }), team: false };
  }
  if (!ASKS_TEAM.test(q)) return null;
  const people = await listTeam(deps, lang);
  const page = markdownLink(text(lang, m.teamLabel), teamPath(lang));
  if (people.length === 0) return { text: text(lang, m.teamPreparing, { link: page }), team: true };
  const listed = people
    .slice(0, 8)
    .map((p) => (p.role ? `${markdownLink(p.name, teamPath(lang, p.slug))} (${p.role})` : markdownLink(p.name, teamPath(lang, p.slug))))
    .join(", ");
  return { text: text(lang, m.teamListed, { link: page, people: listed }), team: true };
}
