// Generated bilingual articles for bench/scale.ts: deterministic, in the site's own vocabulary (so
// Aya's candidate sets grow with the archive as they would on a real site), each with a unique
// title and slug per language, spread over the categories and the last ten years.
import { articles, type Db, type NewArticle, slugify, sql } from "@lumiere/db";
import { ARTICLE_CATEGORIES } from "@lumiere/validation";

const EN = {
  subjects: [
    "Machine learning",
    "Computer vision",
    "Predictive analytics",
    "Our data team",
    "A retail client",
    "The model",
    "Automation",
    "A healthcare partner",
    "Natural language processing",
    "The pipeline",
  ],
  verbs: ["improves", "reduces", "measures", "transforms", "accelerates", "explains", "secures", "monitors", "forecasts", "simplifies"],
  objects: [
    "customer retention",
    "supply chain costs",
    "diagnostic accuracy",
    "fraud detection",
    "inventory planning",
    "energy consumption",
    "document processing",
    "quality control",
    "demand forecasting",
    "risk assessment",
    "route optimisation",
    "claims handling",
    "patient triage",
    "predictive maintenance",
    "price optimisation",
    "churn prediction",
    "speech recognition",
    "contract review",
    "crop monitoring",
    "credit scoring",
    "defect inspection",
    "workforce scheduling",
    "recommendation engines",
    "anomaly detection",
  ],
  tails: [
    "in production",
    "within three months",
    "across every region",
    "for small teams",
    "with clear governance",
    "without extra staff",
    "at a fraction of the cost",
    "for regulated industries",
  ],
  titles: [
    "Lessons from",
    "A practical guide to",
    "Rethinking",
    "Scaling",
    "What we learned about",
    "Measuring",
    "Getting started with",
    "The future of",
  ],
};
const FR = {
  subjects: [
    "L'apprentissage automatique",
    "La vision par ordinateur",
    "L'analyse prédictive",
    "Notre équipe données",
    "Un client du commerce",
    "Le modèle",
    "L'automatisation",
    "Un partenaire de santé",
    "Le traitement du langage",
    "La chaîne de traitement",
  ],
  verbs: ["améliore", "réduit", "mesure", "transforme", "accélère", "explique", "sécurise", "surveille", "prévoit", "simplifie"],
  objects: [
    "la fidélisation des clients",
    "les coûts logistiques",
    "la précision des diagnostics",
    "la détection de fraude",
    "la planification des stocks",
    "la consommation d'énergie",
    "le traitement des documents",
    "le contrôle qualité",
    "la prévision de la demande",
    "l'évaluation des risques",
    "l'optimisation des tournées",
    "la gestion des sinistres",
    "le tri des patients",
    "la maintenance prédictive",
    "l'optimisation des prix",
    "la prédiction de l'attrition",
    "la reconnaissance vocale",
    "la revue de contrats",
    "le suivi des cultures",
    "la notation de crédit",
    "l'inspection des défauts",
    "la planification des équipes",
    "les moteurs de recommandation",
    "la détection d'anomalies",
  ],
  tails: [
    "en production",
    "en trois mois",
    "dans chaque région",
    "pour les petites équipes",
    "avec une gouvernance claire",
    "sans personnel supplémentaire",
    "pour une fraction du coût",
    "pour les secteurs réglementés",
  ],
  titles: [
    "Leçons sur",
    "Guide pratique :",
    "Repenser",
    "Passer à l'échelle :",
    "Ce que nous avons appris sur",
    "Mesurer",
    "Bien démarrer avec",
    "L'avenir de",
  ],
};
type Words = typeof EN;

// Tags in both languages, the same index meaning the same subject; each article has three.
const TAGS_EN = [
  "nlp",
  "computer vision",
  "forecasting",
  "mlops",
  "governance",
  "gdpr",
  "retail",
  "healthcare",
  "finance",
  "insurance",
  "logistics",
  "energy",
  "manufacturing",
  "automation",
  "generative ai",
  "rag",
  "data quality",
  "edge ai",
  "recommendation",
  "fraud",
  "speech",
  "documents",
  "agriculture",
  "hr",
  "pricing",
  "maintenance",
  "security",
  "explainability",
  "cloud",
  "training",
];
const TAGS_FR = [
  "tal",
  "vision par ordinateur",
  "prévision",
  "mlops",
  "gouvernance",
  "rgpd",
  "distribution",
  "santé",
  "finance",
  "assurance",
  "logistique",
  "énergie",
  "industrie",
  "automatisation",
  "ia générative",
  "rag",
  "qualité des données",
  "ia embarquée",
  "recommandation",
  "fraude",
  "voix",
  "documents",
  "agriculture",
  "rh",
  "tarification",
  "maintenance",
  "sécurité",
  "explicabilité",
  "cloud",
  "formation",
];
const tagIndexes = (n: number) => [...new Set([n % 30, (n * 7 + 3) % 30, (n * 13 + 11) % 30])];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A sentence of article `article`: each article speaks of six of the objects, as a real one keeps to its topic. */
function sentence(w: Words, article: number, n: number): string {
  const object = pick(w.objects, article * 5 + (n % 6));
  const s = `${pick(w.subjects, n + article)} ${pick(w.verbs, n * 7 + article)} ${object} ${pick(w.tails, n * 3 + article)}.`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function body(w: Words, article: number, heading: string): string {
  const paragraphs: string[] = [];
  for (let p = 0; p < 4; p++) paragraphs.push(Array.from({ length: 4 }, (_, s) => sentence(w, article, p * 5 + s * 7)).join(" "));
  return `${paragraphs.slice(0, 2).join("\n\n")}\n\n## ${heading}\n\n${paragraphs.slice(2).join("\n\n")}`;
}

/** Article number `n` (unique titles and slugs: the number is part of the title). */
export function generatedArticle(n: number, now: number): NewArticle {
  const category = pick(ARTICLE_CATEGORIES, n);
  const title_en = `${pick(EN.titles, n)} ${pick(EN.objects, n * 5)} (${n})`;
  const title_fr = `${pick(FR.titles, n)} ${pick(FR.objects, n * 5)} (${n})`;
  return {
    title_en,
    title_fr,
    excerpt_en: sentence(EN, n, 0),
    excerpt_fr: sentence(FR, n, 0),
    content_en: body(EN, n, "Results"),
    content_fr: body(FR, n, "Résultats"),
    category_en: category.en,
    category_fr: category.fr,
    tags_en: tagIndexes(n).map((i) => TAGS_EN[i] as string),
    tags_fr: tagIndexes(n).map((i) => TAGS_FR[i] as string),
    slug_en: slugify(title_en),
    slug_fr: slugify(title_fr),
    publishedAt: new Date(now - (n % 3650) * 24 * 3600 * 1000 - n * 1000),
    live_en: true,
    live_fr: true,
  };
}

/** Adds generated articles until the table holds `target` (a thousand per insert, dated yesterday). */
export async function fillArticles(db: Db, target: number): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
  const now = Date.now() - 24 * 3600 * 1000;
  for (let start = n; start < target; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, target - start) }, (_, i) => generatedArticle(start + i, now));
    await db.insert(articles).values(rows);
  }
}
