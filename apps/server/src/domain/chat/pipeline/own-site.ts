// Stage 2c, the site's own policies: a question about this website itself, what it keeps of the
// visitor ("does this chat keep what I type?", "who can I complain to about my data?", "do you run
// Google Analytics?"), is answered by the privacy, cookie or terms page's passage, not by an article
// that shares its words ("analytics", "data") or an entry it faintly resembles.
import { fold, topicWords } from "../lexicon";
import type { Passage } from "../retrieve";
import type { PipelineDeps } from "./deps";
import { findPassages } from "./passages";
import type { Asked } from "./read";

/** The pages that say how the site treats its visitors. */
const POLICY_PAGES = ["privacy", "cookies", "terms"];

// What only the policy pages speak of: the visitor's own data, cookies and trackers, a complaint,
// the controller, the legal basis, the terms.
const POLICY_TOPIC =
  /\b(my (data|details|personal data|personal information|information|messages?|e-?mail( address)?)|mes (donnees|coordonnees|informations|infos|messages|e-?mails?)|what i (type|write|send)|ce que (j'ecris|je tape|je saisis|j'envoie)|cookies?|google analytics|analytics (on|sur) (this|your|ce|votre)|trackers?|tracking|traceurs?|pisteurs?|mesure d'audience|complain\w*|plainte|plaindre|reclamation|data controller|responsable (du traitement|des donnees)|terms (of use|and conditions)|conditions (d'utilisation|generales)|mentions legales|legal notice|unsubscribe|desinscri\w*|desabonn\w*|legal basis|lawful basis|base (legale|juridique)|hebergeur)\b/;
// This website or its chat, and what it does with what the visitor gives it or who hosts it.
const THIS_SITE =
  /\b((this|the) (site|website|chat|chatbot|conversation)|your (site|website|web site|chat|chatbot)|(ce|le) site|votre site|(ce|le|votre) chat|cette (conversation|discussion))\b/;
const KEEPS =
  /\b(keep\w*|store\w*|record\w*|save\w*|log\w*|collect\w*|track\w*|sell\w*|share\w*|delete\w*|data|personal|type|write|host\w*|garde\w*|conserv\w*|enregistr\w*|collect\w*|vend\w*|partag\w*|supprim\w*|donnees|personnelles|tape\w*|ecri\w*|saisi\w*|heberg\w*)\b/;

const aboutThisSite = (folded: string) => POLICY_TOPIC.test(folded) || (THIS_SITE.test(folded) && KEEPS.test(folded));

/** A short follow-up ("For how long?") asks about what the previous question was about. */
const SHORT_FOLLOW_UP = 6;

export function asksAboutThisSite(asked: Asked): boolean {
  const q = fold(asked.question).replace(/[’`]/g, "'");
  if (aboutThisSite(q)) return true;
  const short = topicWords(asked.question).length <= SHORT_FOLLOW_UP;
  return short && asked.previous !== "" && aboutThisSite(fold(asked.previous).replace(/[’`]/g, "'"));
}

/** The policy page's passages answering a question about this site, best first; null when none does. */
export async function policyPassages(deps: PipelineDeps, asked: Asked): Promise<Passage[] | null> {
  if (!asksAboutThisSite(asked)) return null;
  const found = await findPassages(deps, asked, 8, POLICY_PAGES);
  return found.length > 0 ? found : null;
}
