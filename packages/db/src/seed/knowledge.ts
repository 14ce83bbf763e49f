// Aya's starter knowledge: the questions every visitor asks, answered from the seeded pages.
// {email}, {phone} and {address} are filled from Site Settings when Aya answers.
export interface SeedKnowledge {
  topic: string;
  questions_en: string;
  questions_fr: string;
  answer_en: string;
  answer_fr: string;
  pageId: string;
}

const q = (...lines: string[]) => lines.join("\n");

export const seedKnowledge: SeedKnowledge[] = [
  {
    topic: "What we do",
    pageId: "home",
    questions_en: q(
      "What does Lumière AI do?",
      "What kind of company are you?",
      "Who are you as a company?",
      "What is Lumière AI?",
      "What is your business?",
    ),
    questions_fr: q(
      "Que fait Lumière AI ?",
      "Quel genre d'entreprise êtes-vous ?",
      "Qui êtes-vous comme entreprise ?",
      "C'est quoi Lumière AI ?",
      "Quelle est votre activité ?",
    ),
    answer_en:
      "Lumière AI is an AI consultancy based in Paris. We help organisations turn artificial intelligence into measurable business results, from the first workshop to systems running in production, in four areas: natural language processing, predictive analytics, adaptive learning and computer vision.",
    answer_fr:
      "Lumière AI est un cabinet de conseil en intelligence artificielle basé à Paris. Nous aidons les organisations à transformer l'IA en résultats concrets et mesurables, du premier atelier jusqu'aux systèmes en production, dans quatre domaines : le traitement du langage naturel, l'analyse prédictive, l'apprentissage adaptatif et la vision par ordinateur.",
  },
  {
    topic: "Services",
    pageId: "home",
    questions_en: q(
      "What services do you offer?",
      "What do you offer?",
      "What are your areas of expertise?",
      "What can you do for us?",
      "services",
      "expertise",
      "offer",
    ),
    questions_fr: q(
      "Quels services proposez-vous ?",
      "Qu'est-ce que vous proposez ?",
      "Quels sont vos domaines d'expertise ?",
      "Que pouvez-vous faire pour nous ?",
      "services",
      "expertise",
      "offre",
    ),
    answer_en:
      "We work in four areas: natural language processing (assistants on your documents, e-mail triage, data extraction from contracts), predictive analytics (demand forecasting, churn prediction, credit risk, predictive maintenance), adaptive learning (personalised training and recommendations) and computer vision (defect detection, document reading, stock tracking, medical imaging).",
    answer_fr:
      "Nous intervenons dans quatre domaines : le traitement du langage naturel (assistants sur vos documents, tri des e-mails, extraction de données des contrats), l'analyse prédictive (prévision de la demande, attrition, risque de crédit, maintenance prédictive), l'apprentissage adaptatif (formations personnalisées, recommandations) et la vision par ordinateur (détection de défauts, lecture de documents, suivi des stocks, imagerie médicale).",
  },
  {
    topic: "Pricing",
    pageId: "contact",
    questions_en: q(
      "How does your pricing work?",
      "How much does it cost?",
      "How much do you charge?",
      "What are your prices?",
      "Do you have a price list?",
      "pricing",
      "price",
      "cost",
      "fees",
      "rates",
      "budget",
    ),
    questions_fr: q(
      "Comment fonctionnent vos tarifs ?",
      "Combien ça coûte ?",
      "Combien facturez-vous ?",
      "Quels sont vos prix ?",
      "Avez-vous une grille tarifaire ?",
      "tarifs",
      "prix",
      "coût",
      "tarification",
      "budget",
      "devis",
    ),
    answer_en:
      "We don't publish a fixed price list: each project is scoped after the free consultation and a discovery workshop, and you receive a detailed written proposal. Two models are available: a fixed price for well-defined deliverables such as a proof of concept, or time and materials for longer projects, with monthly reporting and a budget ceiling agreed in advance. Ongoing support is a monthly subscription.",
    answer_fr:
      "Nous ne publions pas de grille tarifaire figée : chaque projet est chiffré après la consultation gratuite et un atelier de cadrage, puis vous recevez une proposition écrite détaillée. Deux formules sont possibles : le forfait pour des livrables bien définis comme une preuve de concept, ou la régie (temps passé) pour les projets plus longs, avec un suivi mensuel et un plafond budgétaire convenu à l'avance. L'accompagnement dans la durée est un abonnement mensuel.",
  },
  {
    topic: "Project duration",
    pageId: "about",
    questions_en: q(
      "How long does a project take?",
      "How long does a proof of concept take?",
      "What is the typical duration of a project?",
      "How long until production?",
      "timeline",
      "duration",
      "how long",
    ),
    questions_fr: q(
      "Combien de temps dure un projet ?",
      "Combien de temps faut-il pour une preuve de concept ?",
      "Quelle est la durée d'un projet ?",
      "Quel délai jusqu'à la production ?",
      "durée",
      "délai",
      "combien de temps",
    ),
    answer_en:
      "A proof of concept takes 4 to 8 weeks on your real data. Putting the solution into production usually takes two to four more months, so most projects go from the first workshop to a system in production in three to six months, depending on your data and the integration work.",
    answer_fr:
      "Une preuve de concept prend 4 à 8 semaines sur vos données réelles. La mise en production demande ensuite généralement deux à quatre mois de plus : la plupart des projets passent du premier atelier à un système en production en trois à six mois, selon vos données et la complexité de l'intégration.",
  },
  {
    topic: "How a project runs",
    pageId: "about",
    questions_en: q(
      "What are the steps of a project?",
      "How does a project work?",
      "What is your approach?",
      "What happens in the discovery workshop?",
      "process",
      "methodology",
      "steps",
    ),
    questions_fr: q(
      "Quelles sont les étapes d'un projet ?",
      "Comment se déroule un projet ?",
      "Quelle est votre approche ?",
      "Que se passe-t-il pendant l'atelier de cadrage ?",
      "processus",
      "méthode",
      "étapes",
    ),
    answer_en:
      "Every project follows four stages, and you can stop after any of them: a discovery workshop (one or two days with your teams, after the free consultation), a proof of concept in 4 to 8 weeks, production (usually two to four more months) and then support and improvement under a support agreement.",
    answer_fr:
      "Chaque projet suit quatre étapes, et vous pouvez vous arrêter après chacune : un atelier de cadrage (un ou deux jours avec vos équipes, après la consultation gratuite), une preuve de concept en 4 à 8 semaines, la mise en production (généralement deux à quatre mois de plus), puis l'accompagnement et l'amélioration dans le cadre d'un contrat de support.",
  },
  {
    topic: "Team",
    pageId: "about",
    questions_en: q(
      "How many people work at Lumière AI?",
      "How big is your team?",
      "How many employees do you have?",
      "Who is on the team?",
      "team",
      "staff",
      "employees",
    ),
    questions_fr: q(
      "Combien de personnes travaillent chez vous ?",
      "Quelle est la taille de votre équipe ?",
      "Combien de salariés avez-vous ?",
      "Qui compose l'équipe ?",
      "équipe",
      "salariés",
      "collaborateurs",
      "effectif",
    ),
    answer_en:
      "Our team has more than twenty people: data scientists, machine learning engineers and software engineers, working from our Paris office with clients across France and Europe.",
    answer_fr:
      "Notre équipe compte plus de vingt personnes : data scientists, ingénieurs en apprentissage automatique et ingénieurs logiciel, qui travaillent depuis nos bureaux parisiens pour des clients en France et partout en Europe.",
  },
  {
    topic: "Office",
    pageId: "contact",
    questions_en: q("Where is your office?", "Where are you located?", "What is your address?", "address", "office", "location"),
    questions_fr: q("Où sont vos bureaux ?", "Où êtes-vous situés ?", "Quelle est votre adresse ?", "adresse", "bureaux", "localisation"),
    answer_en: "Our office is at {address}. Visits are by appointment only.",
    answer_fr: "Nos bureaux se trouvent au {address}. Les visites se font uniquement sur rendez-vous.",
  },
  {
    topic: "Opening hours",
    pageId: "contact",
    questions_en: q("What are your opening hours?", "When are you open?", "When can I reach you?", "hours", "opening hours"),
    questions_fr: q(
      "Quels sont vos horaires ?",
      "Quand êtes-vous ouverts ?",
      "Quand êtes-vous joignables ?",
      "horaires",
      "heures d'ouverture",
    ),
    answer_en:
      "Our team is available by phone and e-mail Monday to Friday, 9 am to 6 pm (Paris time), and we reply to every message within 24 hours on business days.",
    answer_fr:
      "Notre équipe est joignable par téléphone et par e-mail du lundi au vendredi, de 9h à 18h (heure de Paris), et nous répondons à chaque message sous 24 heures les jours ouvrés.",
  },
  {
    topic: "Visits",
    pageId: "contact",
    questions_en: q("Can I visit your office?", "Can I come by?", "Can I drop in?", "visit"),
    questions_fr: q("Peut-on venir vous voir ?", "Puis-je passer à vos bureaux ?", "Peut-on visiter vos locaux ?", "visite"),
    answer_en: "Yes, by appointment only: let us know in advance and we will be happy to welcome you at {address}.",
    answer_fr: "Oui, uniquement sur rendez-vous : prévenez-nous à l'avance et nous serons ravis de vous accueillir au {address}.",
  },
  {
    topic: "Contact details",
    pageId: "contact",
    questions_en: q(
      "How can I contact you?",
      "What is your email address?",
      "What is your phone number?",
      "How quickly do you reply?",
      "email",
      "phone",
      "contact",
    ),
    questions_fr: q(
      "Comment vous contacter ?",
      "Quelle est votre adresse e-mail ?",
      "Quel est votre numéro de téléphone ?",
      "Sous quel délai répondez-vous ?",
      "e-mail",
      "téléphone",
      "contact",
    ),
    answer_en:
      "You can e-mail us at {email} or call {phone}, Monday to Friday, 9 am to 6 pm (Paris time). We reply to every message within 24 hours on business days, in English or French.",
    answer_fr:
      "Vous pouvez nous écrire à {email} ou nous appeler au {phone}, du lundi au vendredi de 9h à 18h (heure de Paris). Nous répondons à chaque message sous 24 heures les jours ouvrés, en français ou en anglais.",
  },
  {
    topic: "Free consultation",
    pageId: "contact",
    questions_en: q("Is the first consultation free?", "What is the free consultation?", "How do I book a consultation?", "consultation"),
    questions_fr: q(
      "La première consultation est-elle gratuite ?",
      "En quoi consiste la consultation gratuite ?",
      "Comment réserver une consultation ?",
      "consultation",
    ),
    answer_en:
      "Yes, the first consultation is free and without commitment: a 45-minute call or meeting with one of our senior consultants to discuss your objectives, look at your data and give you an honest opinion on whether AI is the right answer.",
    answer_fr:
      "Oui, la première consultation est gratuite et sans engagement : un échange de 45 minutes, par téléphone ou dans nos locaux, avec l'un de nos consultants seniors pour parler de vos objectifs, examiner vos données et vous donner un avis honnête sur l'intérêt de l'IA.",
  },
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
