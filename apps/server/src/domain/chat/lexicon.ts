import type { Lang } from "@lumiere/i18n";

// Words as Aya compares them: accents folded, lower case, one stop-word list for both languages,
// and a tolerance for typos and inflections ("servises", "bureaux", "recrutter").

/** Accents folded, lower case, typographic apostrophes straightened. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’`]/g, "'");
}

/** Words that carry no topic, in either language (folded). */
export const STOP_WORDS = new Set(
  [
    // English
    "a an the is are was were be been am do does did done can could would will should shall may might must i we you your yours our ours",
    "it its this that these those there here what which who whom whose how why when to of for with without from by on in at as into",
    "me my us him her them they their he she and or but if so not no yes any some all about please tell explain know like want need",
    "get got have has had much many more most also too just very really please thanks thank hello hi hey aya usually typically possible",
    "would could kind sort give show let lets go going make made one ones then than again",
    // French
    "le la les l un une des du de d est sont etait ete etre ce ca c cela ceci qu que qui quoi quel quels quelle quelles dont ou",
    "vos votre nous vous je j me m mon ma mes ton ta tes tu te t moi toi il elle ils elles on y en se s sa son ses leur leurs",
    "comment pourquoi quand combien a au aux avec pour par sur sous dans chez et mais donc or ni car si ne pas plus tres aussi",
    "peut peux puis pouvez pourriez pourrais voudrais aimerais souhaite souhaiterais faire fait faites avez avons ai as est-ce",
    "svp merci bonjour bonsoir salut dites dire expliquer expliquez savoir parlez-moi parler-moi",
    // Vague words that match some sentence somewhere and would hide that the real topic is absent.
    "anything something everything anyone someone thing things stuff detail details elaborate interested question questions",
    "wondering curious information info informations chose choses quelque truc trucs detail details plait interesse",
    // Chat spellings and verbs that say nothing about the topic ("whats ur", "c koi", "how long does it take").
    "whats ur u r pls plz thx koi ki stp cc take takes taking took prend prendre prendrait prennent faut",
  ]
    .join(" ")
    .split(/\s+/),
);

/** Folded words of a text, letters and digits only. */
export function foldedWords(text: string): string[] {
  return (
    fold(text)
      .match(/[a-z0-9@.+-]+/g)
      ?.map((w) => w.replace(/^[.+-]+|[.+-]+$/g, ""))
      .filter(Boolean) ?? []
  );
}

/** Plural and elision folded away: "bureaux" → "bureau", "services" → "service". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("aux")) return `${word.slice(0, -1)}`;
  if (word.length > 3 && (word.endsWith("s") || word.endsWith("x")) && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** Edit distance with adjacent transpositions, capped: anything above `max` returns max + 1. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((d[i - 1] as number[])[j] as number, (row[j - 1] as number) + 1, ((d[i - 1] as number[])[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** How alike two (stemmed) words are, 0 to 1: typos and shared stems count, short words must match. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const short = Math.min(a.length, b.length);
  if (short < 4) return 0;
  let prefix = 0;
  while (prefix < short && a[prefix] === b[prefix]) prefix++;
  if (prefix >= 5 || (prefix >= 4 && prefix === short)) return 0.85;
  const distance = editDistance(a, b, 2);
  if (distance === 1) return 0.85;
  if (distance === 2 && short >= 6) return 0.7;
  return 0;
}

// Question shapes that decide which fact answers: kept as pseudo-words.
const SHAPES: [RegExp, string][] = [
  [/\b(how long|how much time|combien de te?m?p?s|quelle duree|quel delai|duree|delais?)\b/g, " qhowlong "],
  [/(^|\s)(where|ou se trouve|ou etes|ou sont|ou est)\b/g, " qwhere "],
  [/\b(how many|combien de (personnes|salaries|employes|collaborateurs|gens))\b/g, " qhowmany "],
  [/\b(how much|combien)\b/g, " qprice "],
];

/** The topic words of a question: folded, shapes marked, stop words dropped, stemmed. */
export function topicWords(text: string): string[] {
  let folded = ` ${fold(text)
    .replace(/[?!.,;:()«»"]/g, " ")
    .replace(/aujourd'hui/g, "aujourdhui")} `;
  // "où" loses its accent in folding ("ou" alone means "or"): mark it from the original text.
  if (/(^|[\s'])où(?![a-z])/.test(text.toLowerCase())) folded += " qwhere ";
  for (const [pattern, mark] of SHAPES) folded = folded.replace(pattern, mark);
  const words = foldedWords(folded.replace(/-/g, " ").replace(/'/g, " "))
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
  return [...new Set(words)];
}

// ---------- Words for the full-text search of the site ----------

// Words visitors use that the site spells differently. Keys are lower-case, accents kept.
const SYNONYMS: Record<Lang, Record<string, string>> = {
  en: {
    ml: "machine learning",
    nlp: "natural language processing",
    llm: "large language model",
    llms: "large language models",
    rag: "retrieval augmented generation",
    genai: "generative",
    chatbot: "assistant conversational",
    chatbots: "assistants conversational",
    postgres: "postgresql",
    onprem: "premise",
    prem: "premise",
    cost: "price pricing",
    costs: "price pricing",
    fee: "price pricing",
    fees: "price pricing",
    rates: "price pricing",
    quote: "price proposal",
    hiring: "careers job applications",
    hire: "careers",
    job: "careers applications",
    jobs: "careers applications",
    vacancies: "careers",
    recruiting: "careers",
    telephone: "phone",
    call: "phone",
    mail: "email",
    located: "office",
    location: "office",
    address: "office",
    founded: "story founded",
    staff: "team",
    employees: "team",
    sectors: "industries",
    sector: "industries",
    beta: "early access",
    eu: "european union",
  },
  fr: {
    ml: "apprentissage automatique",
    tal: "traitement langage naturel",
    nlp: "traitement langage naturel",
    llm: "grands modèles langage",
    rag: "génération augmentée récupération",
    chatbot: "assistant conversationnel",
    chatbots: "assistants conversationnels",
    postgres: "postgresql",
    coût: "tarifs tarification prix",
    coûts: "tarifs tarification prix",
    cout: "tarifs tarification prix",
    couts: "tarifs tarification prix",
    prix: "tarifs tarification",
    coûte: "tarifs tarification prix",
    coute: "tarifs tarification prix",
    devis: "tarifs proposition chiffré",
    embauchez: "recrutement carrières candidatures",
    embauche: "recrutement carrières candidatures",
    emploi: "recrutement carrières candidatures",
    poste: "recrutement carrières candidatures",
    postes: "recrutement carrières candidatures",
    recrutez: "recrutement carrières",
    email: "e-mail",
    courriel: "e-mail",
    téléphoner: "téléphone",
    appeler: "téléphone",
    situés: "bureaux adresse",
    adresse: "bureaux",
    rdv: "rendez-vous",
    fondée: "histoire fondée",
    fondé: "histoire fondé",
    salariés: "collaborateurs",
    bêta: "accès anticipé",
    beta: "accès anticipé",
    ue: "union européenne",
    sécuriser: "sécurité",
    sécurisez: "sécurité",
    sécurisé: "sécurité",
    sécurisée: "sécurité",
    sécurisées: "sécurité",
    sécurisés: "sécurité",
  },
};

/** Lower-case word tokens; one-letter leftovers of elisions (l', d', j') carry no meaning. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => w.length > 1 || /\d/.test(w));
}

/**
 * The visitor's words, then the site's synonyms for them. Synonyms come after every original word so
 * that only the visitor's own word order counts for proximity (positions up to `own`).
 */
export function expand(text: string, lang: Lang): { text: string; own: number } {
  const own: string[] = [];
  const extra: string[] = [];
  for (const w of words(text)) {
    if (STOP_WORDS.has(fold(w))) continue;
    own.push(w);
    const synonyms = SYNONYMS[lang][w];
    if (synonyms) extra.push(...words(synonyms));
  }
  return { text: [...own, ...extra].join(" "), own: own.length };
}
