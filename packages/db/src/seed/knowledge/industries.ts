// The sectors we work in.
import { q, type SeedKnowledge } from "./types";

export const industryKnowledge: SeedKnowledge[] = [
  {
    topic: "Industries",
    pageId: "about",
    questions_en: q("Which industries do you work with?", "What sectors do you serve?", "Who are your clients?", "industries", "sectors"),
    questions_fr: q(
      "Dans quels secteurs intervenez-vous ?",
      "Avec quelles industries travaillez-vous ?",
      "Qui sont vos clients ?",
      "secteurs",
      "industries",
    ),
    answer_en:
      "We work with healthcare, finance and insurance, retail and e-commerce, manufacturing, and the public sector, with clients across France and Europe.",
    answer_fr:
      "Nous travaillons pour la santé, la finance et l'assurance, le commerce et l'e-commerce, l'industrie et le secteur public, avec des clients en France et partout en Europe.",
  },
  {
    topic: "Healthcare",
    pageId: "about",
    questions_en: q("What do you do for healthcare?", "Do you work with hospitals?", "healthcare", "medical", "hospitals"),
    questions_fr: q("Que faites-vous pour la santé ?", "Travaillez-vous avec des hôpitaux ?", "santé", "médical", "hôpitaux"),
    answer_en: "In healthcare we work on medical imaging prioritisation, clinical document analysis and patient flow forecasting.",
    answer_fr:
      "Dans la santé, nous travaillons sur la priorisation des examens d'imagerie médicale, l'analyse de documents cliniques et la prévision des flux de patients.",
  },
  {
    topic: "Finance and insurance",
    pageId: "about",
    questions_en: q(
      "Do you work with banks?",
      "What do you do for finance?",
      "Do you work with insurance companies?",
      "banking",
      "finance",
      "insurance",
    ),
    questions_fr: q(
      "Travaillez-vous avec les banques ?",
      "Que faites-vous pour la finance ?",
      "Travaillez-vous avec des assureurs ?",
      "banque",
      "finance",
      "assurance",
    ),
    answer_en: "Yes, in finance and insurance we work on fraud detection, credit risk, claims processing and regulatory document review.",
    answer_fr:
      "Oui, dans la finance et l'assurance, nous travaillons sur la détection de la fraude, le risque de crédit, la gestion des sinistres et la revue de documents réglementaires.",
  },
  {
    topic: "Retail",
    pageId: "about",
    questions_en: q("What do you do for retail?", "Do you work with e-commerce?", "retail", "e-commerce", "shops"),
    questions_fr: q(
      "Que faites-vous pour la distribution ?",
      "Travaillez-vous avec le commerce ?",
      "distribution",
      "commerce",
      "e-commerce",
    ),
    answer_en: "For retail and e-commerce we build demand forecasting, pricing, recommendations and customer-service automation.",
    answer_fr:
      "Pour le commerce et l'e-commerce, nous réalisons la prévision de la demande, la tarification, les recommandations et l'automatisation du service client.",
  },
  {
    topic: "Manufacturing",
    pageId: "about",
    questions_en: q("What do you do for manufacturing?", "Do you work with factories?", "manufacturing", "industry", "industrial"),
    questions_fr: q("Que faites-vous pour l'industrie ?", "Travaillez-vous avec des usines ?", "industrie", "usines", "industriel"),
    answer_en:
      "In manufacturing we work on visual quality inspection, predictive maintenance and production planning; vision models can run directly on the factory floor.",
    answer_fr:
      "Dans l'industrie, nous travaillons sur le contrôle qualité visuel, la maintenance prédictive et la planification de la production ; les modèles de vision peuvent fonctionner directement dans l'atelier.",
  },
  {
    topic: "Public sector",
    pageId: "about",
    questions_en: q("Do you work with the public sector?", "Do you work with governments?", "public sector", "government"),
    questions_fr: q(
      "Travaillez-vous avec le secteur public ?",
      "Travaillez-vous avec l'administration ?",
      "secteur public",
      "administration",
      "collectivités",
    ),
    answer_en:
      "Yes: for the public sector we work on document processing, citizen request routing and transparent, auditable decision support.",
    answer_fr:
      "Oui : pour le secteur public, nous travaillons sur le traitement documentaire, l'orientation des demandes des usagers et l'aide à la décision transparente et auditable.",
  },
];
