// One entry per service: what it does, from the home page, and how a project starts (the free
// consultation and the steps of "How a project runs"). Aya answers "can you…?" with these first.
import { q, type SeedKnowledge } from "./types";

const START_EN =
  "A project starts with a free 45-minute consultation, then a discovery workshop with your teams and a proof of concept on your real data in 4 to 8 weeks.";
const START_FR =
  "Un projet commence par une consultation gratuite de 45 minutes, puis un atelier de cadrage avec vos équipes et une preuve de concept sur vos données réelles en 4 à 8 semaines.";

export const serviceKnowledge: SeedKnowledge[] = [
  {
    topic: "Natural language processing",
    pageId: "home",
    questions_en: q(
      "Can you build an assistant that answers our employees' questions from our internal documents?",
      "Could you build a chatbot over our HR policies?",
      "Can you extract data from contracts and invoices?",
      "Could you pull fields out of scanned invoices?",
      "Can you sort our customer-service emails automatically?",
      "Can you summarise long reports?",
      "natural language processing",
      "NLP",
    ),
    questions_fr: q(
      "Pouvez-vous créer un assistant qui répond aux questions de nos collaborateurs à partir de notre documentation interne ?",
      "Vous pouvez faire un chatbot sur nos politiques RH ?",
      "Pouvez-vous extraire les données de nos contrats et factures ?",
      "Vous savez extraire les champs de factures scannées ?",
      "Pouvez-vous trier automatiquement les e-mails du service client ?",
      "Pouvez-vous résumer de longs rapports ?",
      "traitement du langage naturel",
      "TAL",
    ),
    answer_en: `Yes, that is our natural language processing work: we build systems that read, classify and write text in English and French, such as assistants that answer employee questions from internal documentation, automatic triage of customer-service emails, data extraction from contracts and invoices, and summaries of long reports. ${START_EN}`,
    answer_fr: `Oui, c'est notre activité de traitement du langage naturel : nous concevons des systèmes qui lisent, classent et rédigent des textes, en français comme en anglais, comme des assistants qui répondent aux questions des collaborateurs à partir de la documentation interne, le tri automatique des e-mails du service client, l'extraction de données dans les contrats et les factures, et la synthèse de longs rapports. ${START_FR}`,
  },
  {
    topic: "Predictive analytics",
    pageId: "home",
    questions_en: q(
      "Can you forecast demand for our stores?",
      "Can you help us predict which customers will churn?",
      "Could you build a credit-risk scoring model?",
      "Can you do predictive maintenance on our machines?",
      "predictive analytics",
    ),
    questions_fr: q(
      "Pouvez-vous prévoir la demande de nos magasins ?",
      "Vous pouvez prédire quels clients vont partir ?",
      "Pouvez-vous construire un modèle de risque de crédit ?",
      "Est-ce que vous faites de la maintenance prédictive sur nos machines ?",
      "analyse prédictive",
    ),
    answer_en: `Yes, that is our predictive analytics work: forecasting models that turn historical data into decisions, such as demand forecasting for retail and supply chains, churn prediction for subscription businesses, credit-risk scoring and predictive maintenance for industrial equipment, with clear explanations and honest uncertainty. ${START_EN}`,
    answer_fr: `Oui, c'est notre activité d'analyse prédictive : des modèles de prévision qui transforment vos données historiques en décisions, comme la prévision de la demande pour la distribution et la chaîne logistique, la prédiction de l'attrition pour les offres par abonnement, l'évaluation du risque de crédit et la maintenance prédictive des équipements industriels, avec des explications claires et des marges d'incertitude honnêtes. ${START_FR}`,
  },
  {
    topic: "Computer vision",
    pageId: "home",
    questions_en: q(
      "Can you detect defects on our production line with cameras?",
      "Could you read labels and documents from images?",
      "Can you count and track stock on shelves?",
      "Can you analyse images or video for us?",
      "computer vision",
    ),
    questions_fr: q(
      "Pouvez-vous détecter les défauts sur notre ligne de production avec des caméras ?",
      "Vous pouvez lire des étiquettes et des documents sur des images ?",
      "Pouvez-vous compter et suivre les stocks en rayon ?",
      "Vous pouvez analyser des images ou des vidéos pour nous ?",
      "vision par ordinateur",
    ),
    answer_en: `Yes, that is our computer vision work: image and video models that detect defects on production lines, read documents and labels, count and track stock on shelves, and help clinicians prioritise medical images. They run in the cloud or on edge devices directly on the factory floor. ${START_EN}`,
    answer_fr: `Oui, c'est notre activité de vision par ordinateur : des modèles d'analyse d'images et de vidéos qui détectent les défauts sur les lignes de production, lisent documents et étiquettes, comptent et suivent les stocks en rayon, ou aident les praticiens à prioriser les images médicales. Ils fonctionnent dans le cloud ou directement sur des équipements embarqués, au cœur de l'atelier. ${START_FR}`,
  },
  {
    topic: "Adaptive learning",
    pageId: "home",
    questions_en: q(
      "Can you build personalised learning paths for our employees?",
      "Could you build a recommendation engine for our product?",
      "Can you personalise our corporate training?",
      "adaptive learning",
    ),
    questions_fr: q(
      "Pouvez-vous créer des parcours de formation personnalisés pour nos collaborateurs ?",
      "Vous pouvez faire un moteur de recommandation pour notre produit ?",
      "Pouvez-vous personnaliser nos formations internes ?",
      "apprentissage adaptatif",
    ),
    answer_en: `Yes, that is our adaptive learning work: systems that adjust to each user. In corporate training, learning paths that skip what an employee already knows and revisit what they struggle with; in digital products, recommendation engines and personalisation that improve with every interaction. ${START_EN}`,
    answer_fr: `Oui, c'est notre activité d'apprentissage adaptatif : des systèmes qui s'ajustent à chaque utilisateur. En formation professionnelle, des parcours qui passent rapidement sur ce qu'un collaborateur maîtrise déjà et reviennent sur ses points faibles ; dans vos produits numériques, des moteurs de recommandation et de personnalisation qui s'améliorent à chaque interaction. ${START_FR}`,
  },
];
