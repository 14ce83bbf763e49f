// How we work with data, deployment and technology, Lumière Studio, careers and history.
import { q, type SeedKnowledge } from "./types";

export const practiceKnowledge: SeedKnowledge[] = [
  {
    topic: "Data protection",
    pageId: "technology",
    questions_en: q(
      "How do you protect our data?",
      "Are you GDPR compliant?",
      "Is our data used to train other models?",
      "Where is our data hosted?",
      "GDPR",
      "privacy",
      "security",
      "data protection",
    ),
    questions_fr: q(
      "Comment protégez-vous nos données ?",
      "Êtes-vous conformes au RGPD ?",
      "Nos données servent-elles à entraîner des modèles ?",
      "Où sont hébergées les données ?",
      "RGPD",
      "confidentialité",
      "sécurité",
      "protection des données",
    ),
    answer_en:
      "Your data remains yours: by default it is hosted in the European Union and never used to train third-party models. We apply encryption in transit and at rest, role-based access control, pseudonymisation and audit logs, sign a data processing agreement with every client and document our systems in line with the GDPR and the EU AI Act.",
    answer_fr:
      "Vos données restent les vôtres : par défaut, elles sont hébergées dans l'Union européenne et ne servent jamais à entraîner des modèles tiers. Nous appliquons le chiffrement en transit et au repos, un contrôle d'accès par rôle, la pseudonymisation et une journalisation détaillée, signons un accord de traitement des données avec chaque client et documentons nos systèmes conformément au RGPD et au règlement européen sur l'IA.",
  },
  {
    topic: "Deployment",
    pageId: "technology",
    questions_en: q(
      "Can you deploy on our own servers?",
      "Do you deploy on-premise or in the cloud?",
      "Can it run without the cloud?",
      "on-premise",
      "cloud",
      "hosting",
    ),
    questions_fr: q(
      "Pouvez-vous déployer sur nos propres serveurs ?",
      "Déployez-vous sur site ou dans le cloud ?",
      "Peut-on se passer du cloud ?",
      "sur site",
      "cloud",
      "hébergement",
    ),
    answer_en:
      "Yes. We deploy in an EU cloud (the fastest way to start), on-premise in your own data centre (including fully isolated networks), or hybrid, with training in the cloud and inference on site.",
    answer_fr:
      "Oui. Nous déployons dans un cloud européen (le moyen le plus rapide de démarrer), sur site dans votre propre centre de données (y compris sur des réseaux totalement isolés), ou en hybride, avec l'entraînement dans le cloud et l'inférence sur place.",
  },
  {
    topic: "Technology",
    pageId: "technology",
    questions_en: q(
      "Which frameworks do you use?",
      "What technology do you use?",
      "Do you use large language models?",
      "What is your tech stack?",
      "technology",
      "stack",
    ),
    questions_fr: q(
      "Quels frameworks utilisez-vous ?",
      "Quelle technologie utilisez-vous ?",
      "Utilisez-vous des grands modèles de langage ?",
      "Quel est votre socle technique ?",
      "technologie",
      "stack",
    ),
    answer_en:
      "We use proven, largely open-source tools: large language models with retrieval-augmented generation (RAG) for knowledge assistants, PyTorch, TensorFlow and scikit-learn for modelling, PostgreSQL and vector databases for data, and Kubernetes with MLOps practices for deployment and monitoring.",
    answer_fr:
      "Nous utilisons des outils éprouvés, en grande partie open source : grands modèles de langage avec génération augmentée par récupération (RAG) pour les assistants documentaires, PyTorch, TensorFlow et scikit-learn pour la modélisation, PostgreSQL et des bases vectorielles pour les données, Kubernetes et les pratiques MLOps pour le déploiement et la supervision.",
  },
  {
    topic: "Languages",
    pageId: "home",
    questions_en: q("Do you work in English and French?", "Which languages do you speak?", "Do you speak French?", "languages"),
    questions_fr: q("Travaillez-vous en anglais ?", "Quelles langues parlez-vous ?", "Parlez-vous anglais ?", "langues"),
    answer_en:
      "Yes: we work, document and deliver in both English and French, and this website and its assistant are available in both languages.",
    answer_fr:
      "Oui : nous travaillons, documentons et livrons en français comme en anglais, et ce site ainsi que son assistant sont disponibles dans les deux langues.",
  },
  {
    topic: "Support after launch",
    pageId: "contact",
    questions_en: q("Do you offer ongoing support?", "What happens after launch?", "Do you maintain the models?", "support", "maintenance"),
    questions_fr: q(
      "Proposez-vous un suivi après la mise en production ?",
      "Que se passe-t-il après le lancement ?",
      "Assurez-vous la maintenance des modèles ?",
      "suivi",
      "maintenance",
    ),
    answer_en:
      "Yes: after launch we monitor, retrain and extend your solution. Ongoing support and model monitoring are offered as a monthly subscription sized to your needs.",
    answer_fr:
      "Oui : après la mise en production, nous supervisons, réentraînons et faisons évoluer votre solution. L'accompagnement et la supervision des modèles sont proposés sous forme d'abonnement mensuel adapté à vos besoins.",
  },
  {
    topic: "Training your teams",
    pageId: "about",
    questions_en: q(
      "Do you train our staff?",
      "Will our team be able to run it without you?",
      "Do you offer training?",
      "knowledge transfer",
    ),
    questions_fr: q(
      "Formez-vous nos équipes ?",
      "Notre équipe pourra-t-elle se passer de vous ?",
      "Proposez-vous des formations ?",
      "transfert de compétences",
    ),
    answer_en:
      "Yes: knowledge transfer is part of every project. We document everything and train your teams, so that you are never dependent on us.",
    answer_fr:
      "Oui : le transfert de compétences fait partie de chaque projet. Nous documentons tout et formons vos équipes, pour que vous ne dépendiez jamais de nous.",
  },
  {
    topic: "Lumière Studio",
    pageId: "product",
    questions_en: q(
      "What is Lumière Studio?",
      "Is Lumière Studio available?",
      "When will Lumière Studio launch?",
      "Can I try Lumière Studio?",
      "Studio",
      "product",
      "beta",
      "launch",
    ),
    questions_fr: q(
      "Qu'est-ce que Lumière Studio ?",
      "Lumière Studio est-il disponible ?",
      "Quand sort Lumière Studio ?",
      "Puis-je essayer Lumière Studio ?",
      "Studio",
      "produit",
      "bêta",
      "lancement",
    ),
    answer_en:
      "Lumière Studio is our upcoming platform to build, deploy and monitor AI assistants and predictive models on your own data, hosted in Europe. It is currently in a private beta with a small group of clients; the launch date will be shared first with the early-access list.",
    answer_fr:
      "Lumière Studio est notre future plateforme pour créer, déployer et superviser des assistants IA et des modèles prédictifs sur vos propres données, hébergée en Europe. Elle est actuellement en bêta privée auprès d'un petit groupe de clients ; la date de lancement sera communiquée en priorité à la liste d'accès anticipé.",
  },
  {
    topic: "Lumière Studio pricing",
    pageId: "product",
    questions_en: q("How much will Lumière Studio cost?", "What is the price of Lumière Studio?", "Studio pricing"),
    questions_fr: q("Combien coûtera Lumière Studio ?", "Quel est le prix de Lumière Studio ?", "tarifs Studio"),
    answer_en:
      "Pricing for Lumière Studio has not been announced yet. It will be simple and predictable, and shared with early-access subscribers before the public launch.",
    answer_fr:
      "Les tarifs de Lumière Studio n'ont pas encore été annoncés. Ils seront simples et prévisibles, et communiqués aux inscrits de l'accès anticipé avant le lancement public.",
  },
  {
    topic: "Careers",
    pageId: "about",
    questions_en: q("Are you hiring?", "How do I apply?", "Do you have job openings?", "careers", "jobs", "recruitment"),
    questions_fr: q(
      "Est-ce que vous recrutez ?",
      "Comment postuler ?",
      "Avez-vous des postes ouverts ?",
      "recrutement",
      "emploi",
      "carrières",
      "candidature",
    ),
    answer_en:
      'Yes, we are hiring machine learning engineers, data scientists and MLOps engineers, with a hybrid work policy from our Paris office. To apply, send your CV and a few lines about yourself to {email} with the subject "Careers".',
    answer_fr:
      "Oui, nous recrutons des ingénieurs en apprentissage automatique, des data scientists et des ingénieurs MLOps, en organisation hybride depuis nos bureaux parisiens. Pour postuler, envoyez votre CV et quelques lignes de présentation à {email} avec l'objet « Carrières ».",
  },
  {
    topic: "Company history",
    pageId: "about",
    questions_en: q("When was Lumière AI founded?", "When was the company created?", "What is your story?", "founded", "history"),
    questions_fr: q(
      "Quand Lumière AI a-t-elle été fondée ?",
      "En quelle année l'entreprise a-t-elle été créée ?",
      "Quelle est votre histoire ?",
      "fondation",
      "histoire",
    ),
    answer_en:
      "Lumière AI was founded in Paris in 2019 by a small group of data scientists and software engineers who wanted AI prototypes to make it into daily use.",
    answer_fr:
      "Lumière AI a été fondée à Paris en 2019 par un petit groupe de data scientists et d'ingénieurs logiciel qui voulaient que les prototypes d'IA passent enfin en production.",
  },
];
