import type { SeedArticle } from "./types";

/** Starter articles, newest first. Content is plain text; paragraphs are separated by a blank line. */
export const seedArticles: SeedArticle[] = [
  {
    title_en: "The EU AI Act and GDPR: A Practical Guide for AI Projects",
    title_fr: "Règlement européen sur l'IA et RGPD : le guide pratique pour vos projets",
    excerpt_en:
      "Two regulations now shape every AI project in Europe. Here is how to classify your use case, document your system and protect personal data without slowing down your roadmap.",
    excerpt_fr:
      "Deux règlements encadrent désormais tout projet d'IA en Europe. Voici comment classer votre cas d'usage, documenter votre système et protéger les données personnelles sans freiner votre feuille de route.",
    content_en: `For European organisations, building an AI system now means working within two complementary frameworks. The General Data Protection Regulation (GDPR), applicable since 2018, governs how personal data is collected and processed. The EU Artificial Intelligence Act, which entered into force in August 2024, regulates AI systems themselves according to the risk they pose. Its obligations apply in stages: bans on prohibited practices first, then rules for general-purpose AI models, then the bulk of the requirements for high-risk systems. Because parts of this timeline have been debated and adjusted at EU level, always check the current official text before planning around a deadline.

Step one: classify your use case. The AI Act distinguishes four levels of risk. A small set of practices is prohibited outright, such as social scoring or manipulative techniques that exploit people's vulnerabilities. High-risk systems include AI used in recruitment, credit scoring, access to essential services, education and certain safety components of products; they carry the heaviest obligations. Limited-risk systems, such as chatbots and generated content, mainly carry transparency obligations: people must know they are interacting with an AI. Most other applications, like demand forecasting or spam filtering, are minimal risk and face no specific new obligations.

Step two: if your system is high-risk, plan the documentation from the start. Providers of high-risk systems must run a risk management process, use training data that is relevant and examined for possible bias, keep technical documentation and automatic logs, ensure effective human oversight and reach appropriate levels of accuracy and robustness. Deployers have their own duties, including using the system according to its instructions and monitoring how it performs. Retrofitting this documentation at the end of a project is painful; writing it as you go costs little.

Step three: apply GDPR principles to your data. Identify the legal basis for each processing activity, minimise the personal data you use, pseudonymise where possible and define retention periods. When processing is likely to result in a high risk to individuals, a data protection impact assessment (DPIA) is required, and for many AI projects it is good practice anyway. Remember that the GDPR also gives individuals rights regarding decisions based solely on automated processing that significantly affect them, which in practice usually means keeping a human in the loop.

Step four: manage your suppliers. If you rely on a third-party model or API, check where data is processed, whether it is retained or used for training, and what contractual guarantees exist. A data processing agreement is mandatory when a provider processes personal data on your behalf, and transfers outside the European Union require a valid transfer mechanism.

In practice, compliance rarely blocks a well-designed project. We recommend a short regulatory checklist during the discovery phase, a named owner for AI governance and a living register of the AI systems in use. These habits make audits easier and build trust with customers and employees. This article is general information, not legal advice: involve your data protection officer and legal counsel for your specific situation.`,
    content_fr: `Pour une organisation européenne, construire un système d'IA implique désormais de composer avec deux cadres complémentaires. Le règlement général sur la protection des données (RGPD), applicable depuis 2018, encadre la collecte et le traitement des données personnelles. Le règlement européen sur l'intelligence artificielle, souvent appelé AI Act, entré en vigueur en août 2024, encadre les systèmes d'IA eux-mêmes en fonction du risque qu'ils présentent. Ses obligations s'appliquent par étapes : d'abord l'interdiction de certaines pratiques, puis les règles visant les modèles d'IA à usage général, enfin l'essentiel des exigences pour les systèmes à haut risque. Certaines échéances ayant été débattues et ajustées au niveau européen, vérifiez toujours le texte officiel en vigueur.

Première étape : classer votre cas d'usage. Le règlement distingue quatre niveaux de risque. Un petit nombre de pratiques sont purement interdites, comme la notation sociale ou les techniques de manipulation exploitant la vulnérabilité des personnes. Les systèmes à haut risque couvrent notamment l'IA utilisée pour le recrutement, l'évaluation de la solvabilité, l'accès aux services essentiels, l'éducation ou certains composants de sécurité des produits ; ils portent les obligations les plus lourdes. Les systèmes à risque limité, comme les agents conversationnels ou les contenus générés, sont surtout soumis à des obligations de transparence : les personnes doivent savoir qu'elles interagissent avec une IA. La plupart des autres applications, comme la prévision de la demande ou le filtrage des courriers indésirables, présentent un risque minimal et ne font pas l'objet d'obligations nouvelles spécifiques.

Deuxième étape : si votre système est à haut risque, prévoyez la documentation dès le départ. Les fournisseurs de tels systèmes doivent mettre en place une gestion des risques, utiliser des données d'entraînement pertinentes et examinées au regard des biais possibles, tenir une documentation technique et des journaux automatiques, garantir un contrôle humain effectif et atteindre un niveau approprié d'exactitude et de robustesse. Les déployeurs ont leurs propres obligations, notamment utiliser le système conformément à sa notice et en surveiller le fonctionnement. Reconstituer cette documentation en fin de projet est pénible ; la rédiger au fil de l'eau ne coûte presque rien.

Troisième étape : appliquer les principes du RGPD à vos données. Identifiez la base légale de chaque traitement, minimisez les données personnelles utilisées, pseudonymisez lorsque c'est possible et fixez des durées de conservation. Lorsqu'un traitement est susceptible d'engendrer un risque élevé pour les personnes, une analyse d'impact relative à la protection des données (AIPD) est obligatoire ; pour beaucoup de projets d'IA, c'est de toute façon une bonne pratique. Rappelons enfin que le RGPD accorde aux personnes des droits face aux décisions fondées exclusivement sur un traitement automatisé qui les affectent de manière significative, ce qui implique en général de garder un humain dans la boucle.

Quatrième étape : maîtriser vos fournisseurs. Si vous vous appuyez sur un modèle ou une API tiers, vérifiez où les données sont traitées, si elles sont conservées ou réutilisées pour l'entraînement, et quelles garanties contractuelles existent. Un contrat de sous-traitance est obligatoire dès qu'un prestataire traite des données personnelles pour votre compte, et tout transfert hors de l'Union européenne exige un mécanisme de transfert valable.

Dans les faits, la conformité bloque rarement un projet bien conçu. Nous recommandons une courte liste de vérification réglementaire dès la phase de cadrage, un responsable clairement désigné pour la gouvernance de l'IA et un registre à jour des systèmes d'IA utilisés. Ces habitudes facilitent les audits et renforcent la confiance. Cet article constitue une information générale et non un conseil juridique : associez votre délégué à la protection des données et vos juristes à l'analyse de votre situation.`,
    category_en: "Business Solutions",
    category_fr: "Solutions d'entreprise",
    tags_en: ["ai act", "gdpr", "compliance", "governance"],
    tags_fr: ["ai act", "rgpd", "conformité", "gouvernance"],
    image_url: "/illustrations/eu-ai-act-gdpr.svg",
    publishedAt: "2026-10-06T09:00:00.000Z",
  },
  {
    title_en: "MLOps: Taking Models from Proof of Concept to Production",
    title_fr: "MLOps : faire passer vos modèles de la preuve de concept à la production",
    excerpt_en:
      "A successful proof of concept is only the beginning. These are the engineering practices that turn a promising notebook into a dependable service.",
    excerpt_fr:
      "Une preuve de concept réussie n'est qu'un début. Voici les pratiques d'ingénierie qui transforment un notebook prometteur en un service fiable.",
    content_en: `Many organisations have lived this scenario: a proof of concept shows impressive results in a notebook, everyone is enthusiastic, and six months later the model is still not used by anyone. The gap between prototype and production is rarely about the algorithm. It is about data pipelines, deployment, monitoring and ownership. MLOps, short for machine learning operations, is the set of practices that closes this gap.

Reproducibility comes first. Every model in production should be traceable to the exact code, data and parameters used to train it. In practice, that means version control for code, versioned datasets or snapshots, and a model registry that stores each trained model with its metrics and lineage. When a prediction is questioned, you must be able to answer two questions: which model produced it, and on what data was that model trained?

Automate the path to production. Training and evaluation should run as pipelines, not as a sequence of manual steps. Continuous integration tests data schemas, feature code and model performance against a fixed validation set. Only models that beat the current production version, or at least match it without regressions on important segments, are promoted. Packaging models in containers and deploying them on an orchestrator such as Kubernetes gives consistent environments from development to production and turns a rollback into a single command.

Choose the right serving pattern. Not every model needs a real-time API. Demand forecasts are often computed in nightly batches and written to a database; fraud scoring needs low-latency online inference; computer vision on a production line may run at the edge, next to the cameras. The serving pattern drives infrastructure cost and complexity, so decide on it early, ideally during the proof of concept itself.

Monitor what matters. Once deployed, models face data drift: customer behaviour changes, a new product line appears, a sensor is recalibrated. Monitor input distributions, prediction distributions and, whenever ground truth becomes available, real accuracy. Add operational metrics such as latency, error rates and cost. Define thresholds and alerts, and agree in advance who responds and how retraining is triggered and validated.

Organise ownership. A model without an owner slowly decays. Assign a business owner who decides whether the model is still useful and a technical owner who keeps it healthy. Document the model's intended use and known limitations, and schedule regular reviews with both.

Finally, start small. You do not need a complete platform on day one. A Git repository, a simple training pipeline, a model registry and a dashboard with a handful of metrics cover most needs for a first model. Add more tooling as the number of models grows. The goal is not tooling for its own sake, but models that keep delivering value month after month.`,
    content_fr: `Beaucoup d'organisations ont vécu ce scénario : une preuve de concept affiche des résultats impressionnants dans un notebook, tout le monde est enthousiaste, et six mois plus tard personne n'utilise le modèle. L'écart entre le prototype et la production tient rarement à l'algorithme. Il tient aux chaînes de données, au déploiement, à la supervision et à la responsabilité. Le MLOps, contraction de « machine learning operations », désigne l'ensemble des pratiques qui permettent de combler cet écart.

La reproductibilité passe avant tout. Chaque modèle en production doit pouvoir être rattaché au code, aux données et aux paramètres exacts qui ont servi à l'entraîner. Concrètement : un gestionnaire de versions pour le code, des jeux de données versionnés ou figés, et un registre de modèles qui conserve chaque modèle entraîné avec ses métriques et son historique. Lorsqu'une prédiction est contestée, vous devez pouvoir répondre à deux questions : quel modèle l'a produite, et sur quelles données ce modèle a-t-il été entraîné ?

Automatisez le chemin vers la production. L'entraînement et l'évaluation doivent s'exécuter sous forme de pipelines, et non comme une suite d'opérations manuelles. L'intégration continue vérifie les schémas de données, le code de préparation des variables et les performances du modèle sur un jeu de validation fixe. Seuls les modèles qui surpassent la version en production, ou l'égalent sans régression sur les segments importants, sont promus. Conditionner les modèles dans des conteneurs et les déployer sur un orchestrateur comme Kubernetes garantit des environnements identiques du développement à la production, et ramène un retour arrière à une seule commande.

Choisissez le bon mode de mise à disposition. Tous les modèles n'ont pas besoin d'une API temps réel. Les prévisions de demande sont souvent calculées par lots chaque nuit puis écrites dans une base de données ; la détection de fraude exige une inférence en ligne à faible latence ; la vision par ordinateur sur une ligne de production peut tourner en périphérie, au plus près des caméras. Ce choix détermine le coût et la complexité de l'infrastructure : tranchez-le tôt, idéalement dès la preuve de concept.

Surveillez ce qui compte. Une fois déployés, les modèles subissent la dérive des données : les comportements des clients évoluent, une nouvelle gamme apparaît, un capteur est recalibré. Surveillez la distribution des entrées, celle des prédictions et, dès que la vérité terrain est disponible, la précision réelle. Ajoutez des indicateurs opérationnels comme la latence, le taux d'erreur et le coût. Fixez des seuils et des alertes, et convenez à l'avance de qui intervient et de la façon dont un réentraînement est déclenché puis validé.

Organisez la responsabilité. Un modèle sans propriétaire se dégrade lentement. Désignez un responsable métier, qui juge si le modèle reste utile, et un responsable technique, qui veille à son bon fonctionnement. Documentez l'usage prévu du modèle et ses limites connues, et planifiez des revues régulières avec l'un et l'autre.

Enfin, commencez petit. Nul besoin d'une plateforme complète dès le premier jour. Un dépôt Git, un pipeline d'entraînement simple, un registre de modèles et un tableau de bord avec quelques indicateurs suffisent pour un premier modèle. Enrichissez l'outillage à mesure que le nombre de modèles augmente. L'objectif n'est pas l'outillage pour lui-même, mais des modèles qui continuent de créer de la valeur mois après mois.`,
    category_en: "Machine Learning",
    category_fr: "Apprentissage automatique",
    tags_en: ["mlops", "production", "model monitoring"],
    tags_fr: ["mlops", "mise en production", "suivi des modèles"],
    image_url: "/illustrations/mlops-poc-to-production.svg",
    publishedAt: "2026-07-14T09:00:00.000Z",
  },
  {
    title_en: "How AI Helps Radiologists Prioritise Urgent Imaging Studies",
    title_fr: "Imagerie médicale : l'IA aide les radiologues à prioriser les examens urgents",
    excerpt_en:
      "AI triage tools can move studies with suspected critical findings to the top of the reading list. How they work, where they help, and the precautions hospitals should take.",
    excerpt_fr:
      "Les outils de tri par IA font remonter en tête de liste les examens suspects d'une anomalie critique. Leur fonctionnement, leurs apports et les précautions à prendre à l'hôpital.",
    content_en: `Radiology departments face a steadily growing volume of imaging studies, while the number of radiologists grows more slowly. Studies are usually read in order of arrival, or according to a priority set when the examination was requested. As a result, an unexpected critical finding, such as an intracranial haemorrhage on a head CT or a pneumothorax on a chest X-ray, can wait in the worklist behind routine examinations. AI-assisted triage aims to shorten that wait.

How does it work? A triage model analyses each new study as soon as it arrives from the scanner through the picture archiving and communication system (PACS). If it detects signs of a target condition, it flags the study and moves it up the radiologist's worklist, sometimes with a notification. Crucially, the model does not make the diagnosis: the radiologist still reads every study and remains responsible for the report. The AI changes the reading order, not the medical decision.

Triage is most useful for time-critical conditions, for high-volume settings such as emergency departments and night shifts, and for teleradiology, where studies from several sites are pooled into a single queue. It can also act as a safety net by drawing attention to findings in studies that were not requested as urgent.

Regulation and validation come next. In the European Union, software intended for a medical purpose is regulated as a medical device under the Medical Device Regulation (MDR) and must carry CE marking before clinical use. AI systems that are medical devices subject to this kind of conformity assessment are also treated as high-risk under the EU AI Act. Beyond regulatory approval, each hospital should validate a tool on its own data: scanners, acquisition protocols and patient populations differ, and performance measured elsewhere does not automatically transfer. A retrospective evaluation on several months of local studies, followed by a silent prospective phase in which the AI runs without affecting the worklist, is a sound approach.

Several precautions apply. Sensitivity and specificity must be balanced: too many false alerts and radiologists learn to ignore them; too few detections and the tool gives false reassurance. Automation bias, the tendency to over-trust the machine, should be addressed through training and clear protocols. Patient data protection is essential: prefer deployments where images are processed on-premise or with a certified health data host (HDS certification in France), and define precisely what is logged and for how long.

Finally, measure the impact. The relevant outcomes are operational and clinical: time from image acquisition to report for flagged conditions, the share of critical findings reported within target times, and radiologists' workload and satisfaction. Define these metrics before deployment and review them regularly with the clinical team. Well implemented, AI triage does not replace medical expertise; it helps put that expertise where it is needed first.`,
    content_fr: `Les services de radiologie font face à un volume d'examens d'imagerie en hausse constante, alors que le nombre de radiologues progresse plus lentement. Les examens sont généralement interprétés par ordre d'arrivée, ou selon la priorité indiquée lors de la demande. Conséquence : une anomalie critique inattendue, comme une hémorragie intracrânienne sur un scanner cérébral ou un pneumothorax sur une radiographie thoracique, peut attendre dans la liste de travail derrière des examens de routine. Le tri assisté par l'IA vise à raccourcir cette attente.

Comment cela fonctionne-t-il ? Un modèle de tri analyse chaque nouvel examen dès son arrivée depuis l'appareil, via le système d'archivage et de transmission d'images (PACS). S'il détecte des signes d'une pathologie ciblée, il signale l'examen et le fait remonter dans la liste de travail du radiologue, parfois avec une notification. Point essentiel : le modèle ne pose pas le diagnostic. Le radiologue interprète toujours chaque examen et reste responsable du compte rendu. L'IA modifie l'ordre de lecture, pas la décision médicale.

Le tri est particulièrement utile pour les pathologies où chaque minute compte, dans les contextes à fort volume comme les urgences et les gardes de nuit, ainsi qu'en téléradiologie, où les examens de plusieurs sites sont regroupés dans une même file. Il peut aussi servir de filet de sécurité en attirant l'attention sur des anomalies présentes dans des examens qui n'avaient pas été demandés en urgence.

Viennent ensuite la réglementation et la validation. Dans l'Union européenne, un logiciel destiné à un usage médical est un dispositif médical au sens du règlement relatif aux dispositifs médicaux (MDR) et doit porter le marquage CE avant tout usage clinique. Les systèmes d'IA qui sont des dispositifs médicaux soumis à ce type d'évaluation de conformité relèvent également du haut risque au sens du règlement européen sur l'IA. Au-delà de l'autorisation réglementaire, chaque établissement devrait valider l'outil sur ses propres données : appareils, protocoles d'acquisition et populations de patients varient, et une performance mesurée ailleurs ne se transpose pas automatiquement. Une évaluation rétrospective sur plusieurs mois d'examens locaux, suivie d'une phase prospective silencieuse pendant laquelle l'IA fonctionne sans modifier la liste de travail, constitue une démarche solide.

Plusieurs précautions s'imposent. Sensibilité et spécificité doivent être équilibrées : trop de fausses alertes et les radiologues finissent par les ignorer ; trop peu de détections et l'outil rassure à tort. Le biais d'automatisation, cette tendance à accorder une confiance excessive à la machine, doit être traité par la formation et des protocoles clairs. La protection des données des patients est primordiale : privilégiez un traitement des images sur site ou chez un hébergeur certifié HDS (hébergeur de données de santé), et définissez précisément ce qui est journalisé et pendant combien de temps.

Enfin, mesurez l'impact. Les indicateurs pertinents sont à la fois opérationnels et cliniques : délai entre l'acquisition des images et le compte rendu pour les pathologies signalées, part des anomalies critiques rapportées dans les délais cibles, charge de travail et satisfaction des radiologues. Définissez ces indicateurs avant le déploiement et passez-les régulièrement en revue avec l'équipe médicale. Bien mis en œuvre, le tri par IA ne remplace pas l'expertise médicale : il aide à la mobiliser là où elle est nécessaire en premier.`,
    category_en: "Healthcare Innovation",
    category_fr: "Innovation en santé",
    tags_en: ["healthcare", "medical imaging", "computer vision"],
    tags_fr: ["santé", "imagerie médicale", "vision par ordinateur"],
    image_url: "/illustrations/radiology-prioritisation.svg",
    publishedAt: "2026-04-22T09:00:00.000Z",
  },
  {
    title_en: "Taming the Inbox: NLP for Customer-Service Email Triage",
    title_fr: "Dompter la boîte de réception : trier les e-mails clients grâce au TAL",
    excerpt_en:
      "Natural language processing can read, classify and route incoming customer emails in seconds. A practical look at how to design, train and roll out an email triage system.",
    excerpt_fr:
      "Le traitement automatique des langues peut lire, classer et orienter les e-mails des clients en quelques secondes. Comment concevoir, entraîner et déployer un système de tri du courrier entrant.",
    content_en: `For many companies, the customer-service inbox is where good intentions meet reality. Hundreds or thousands of messages arrive every day: order questions, complaints, address changes, invoice requests, cancellations, sometimes in several languages. Agents spend a large share of their time simply reading, categorising and forwarding messages before they can actually help anyone. Natural language processing (NLP) can take over this first step.

An email triage system reads each incoming message and predicts its intent (for example a refund request, a delivery delay or a technical issue), its urgency, its language and, where relevant, the customer's sentiment. It can also extract key entities such as order numbers, contract references or product names. Based on these predictions, the message is routed to the right queue, tagged in the ticketing tool and sometimes paired with a suggested reply that an agent reviews before sending.

Two families of models work well. Fine-tuned transformer classifiers, trained on a few thousand historical emails labelled with their final category, are fast, cheap to run and very accurate on stable categories. Large language models guided by carefully written instructions and a few examples can handle new categories without retraining and are useful when historical labels are scarce. Many production systems combine both: a classifier for the bulk of the traffic and a language model for ambiguous cases or for drafting replies.

Data is the real project. Historical tickets are a gold mine, but their labels are often inconsistent: agents used different categories for the same issue, or the taxonomy changed over time. Plan time to clean up the taxonomy with the service team and to relabel a representative sample. Remove or pseudonymise personal data that the model does not need. For bilingual customer bases, make sure that both English and French messages are well represented in training and test data.

Roll out safely. Start in shadow mode: the system makes predictions, but agents keep routing manually, so you can compare the two. Then enable automatic routing only for categories where the model's confidence is high, and send low-confidence messages to a human queue. Track accuracy per category, the share of messages re-routed by agents and the first-response time. Agent corrections should flow back into the training data so the system keeps improving.

What should you expect? A well-designed triage system does not replace agents; it removes the sorting work so that they can spend their time solving problems. The benefits typically appear as shorter response times for urgent messages, more consistent categories for reporting, and a clearer view of why customers write in the first place, which is often the most valuable outcome of all.`,
    content_fr: `Dans beaucoup d'entreprises, la boîte de réception du service client est l'endroit où les bonnes intentions se heurtent à la réalité. Des centaines, voire des milliers de messages arrivent chaque jour : questions sur une commande, réclamations, changements d'adresse, demandes de facture, résiliations, parfois dans plusieurs langues. Les conseillers passent une grande partie de leur temps à lire, classer et transférer des messages avant de pouvoir réellement aider qui que ce soit. Le traitement automatique des langues (TAL, ou NLP en anglais) peut prendre en charge cette première étape.

Un système de tri des e-mails lit chaque message entrant et en prédit l'intention (par exemple une demande de remboursement, un retard de livraison ou un problème technique), l'urgence, la langue et, le cas échéant, la tonalité. Il peut aussi extraire les informations clés : numéros de commande, références de contrat ou noms de produits. À partir de ces prédictions, le message est orienté vers la bonne file d'attente, étiqueté dans l'outil de ticketing et parfois accompagné d'une proposition de réponse que le conseiller relit avant l'envoi.

Deux familles de modèles donnent de bons résultats. Les classifieurs de type transformer, ajustés sur quelques milliers d'e-mails historiques annotés avec leur catégorie finale, sont rapides, peu coûteux à exécuter et très précis sur des catégories stables. Les grands modèles de langage, guidés par des instructions soigneusement rédigées et quelques exemples, savent traiter de nouvelles catégories sans réentraînement et sont précieux lorsque l'historique annoté est rare. De nombreux systèmes en production combinent les deux : un classifieur pour l'essentiel du flux et un modèle de langage pour les cas ambigus ou la rédaction des réponses.

Les données sont le vrai chantier. Les tickets historiques sont une mine d'or, mais leurs étiquettes sont souvent incohérentes : les conseillers ont utilisé des catégories différentes pour un même problème, ou la nomenclature a changé au fil du temps. Prévoyez du temps pour clarifier la nomenclature avec l'équipe du service client et réannoter un échantillon représentatif. Supprimez ou pseudonymisez les données personnelles dont le modèle n'a pas besoin. Si votre clientèle est bilingue, veillez à ce que les messages en français comme en anglais soient bien représentés dans les données d'entraînement et de test.

Déployez prudemment. Commencez en mode observation : le système prédit, mais les conseillers continuent d'orienter les messages à la main, ce qui permet de comparer. Activez ensuite l'orientation automatique uniquement pour les catégories où la confiance du modèle est élevée, et dirigez les messages incertains vers une file traitée par des humains. Suivez la précision par catégorie, la part des messages réorientés par les conseillers et le délai de première réponse. Les corrections des conseillers doivent alimenter les données d'entraînement pour que le système continue de progresser.

À quoi s'attendre ? Un système de tri bien conçu ne remplace pas les conseillers : il les libère du travail de classement pour qu'ils se consacrent à la résolution des problèmes. Les bénéfices se traduisent généralement par des délais de réponse plus courts pour les messages urgents, des catégories plus cohérentes pour le pilotage et une vision plus claire des raisons pour lesquelles les clients écrivent, ce qui constitue souvent le gain le plus précieux.`,
    category_en: "AI Technology",
    category_fr: "Technologie IA",
    tags_en: ["nlp", "customer service", "automation"],
    tags_fr: ["tal", "service client", "automatisation"],
    image_url: "/illustrations/nlp-email-triage.svg",
    publishedAt: "2026-02-10T09:00:00.000Z",
  },
  {
    title_en: "Adaptive Learning Platforms: Personalised Corporate Training at Scale",
    title_fr: "Apprentissage adaptatif : une formation en entreprise vraiment personnalisée",
    excerpt_en:
      "One-size-fits-all e-learning wastes experts' time and loses beginners. Adaptive learning uses machine learning to give every employee the right content at the right moment.",
    excerpt_fr:
      "Le e-learning uniforme fait perdre du temps aux experts et décroche les débutants. L'apprentissage adaptatif s'appuie sur le machine learning pour proposer à chacun le bon contenu au bon moment.",
    content_en: `Corporate training has a well-known problem: the same module is assigned to a new hire and to a ten-year veteran. The beginner struggles, the expert clicks through as fast as possible, and completion rates become the only metric anyone tracks. Adaptive learning platforms use machine learning to personalise the path of each learner, so that training time is spent where it actually makes a difference.

The platform maintains a model of what each learner knows. Every answer, exercise and interaction updates an estimate of mastery for each skill. Classic approaches include item response theory, which estimates both a learner's ability and the difficulty of each question, and knowledge tracing models, which follow how mastery evolves over time. A recommendation layer then chooses the next activity: a quick check on a skill that seems acquired, a new explanation for a concept that causes trouble, or a spaced review just before something is likely to be forgotten.

The technology is only as good as the structure beneath it. Content must be broken down into small units linked to clearly defined skills, with prerequisites between them. Building this skills map is usually the largest part of the work, and it requires subject-matter experts working alongside data scientists. Language models can speed it up by suggesting skill tags for existing content or drafting variants of questions, but experts should always validate the result.

Adaptive paths work particularly well in several enterprise situations: compliance training, where experienced staff can test out of what they already know; onboarding, where new hires come from very different backgrounds; product and sales training, when catalogues change frequently; and technical certifications that require long preparation. In each case, the platform can also show managers which skills are solid across a team and which need attention.

There are pitfalls to avoid. Heavy personalisation can make learners feel watched, so be transparent about what is measured and why. Do not use learning data for performance reviews without a clear agreement, and apply GDPR principles: minimise data, define retention periods and inform employees. Check for bias: if some groups systematically receive easier or harder paths, understand why before scaling up. Finally, measure outcomes that matter, such as time saved, assessment results and behaviour on the job, not only completion.

Getting started does not require a large programme. A pilot on one course with a few hundred learners is enough to validate the approach. Begin with well-structured content, an existing question bank and a simple mastery model; sophistication can come later. Most of the value of adaptive learning comes from a simple principle: never waste people's time on what they already know.`,
    content_fr: `La formation en entreprise souffre d'un problème bien connu : le même module est attribué à une recrue et à un collaborateur présent depuis dix ans. Le débutant peine, l'expert clique le plus vite possible, et le taux de complétion devient le seul indicateur suivi. Les plateformes d'apprentissage adaptatif utilisent l'apprentissage automatique pour personnaliser le parcours de chaque apprenant, afin que le temps de formation soit investi là où il fait réellement la différence.

La plateforme entretient un modèle de ce que sait chaque apprenant. Chaque réponse, exercice ou interaction met à jour une estimation de la maîtrise de chaque compétence. Parmi les approches classiques figurent la théorie de la réponse à l'item, qui estime à la fois le niveau de l'apprenant et la difficulté de chaque question, et les modèles de traçage des connaissances, qui suivent l'évolution de la maîtrise dans le temps. Une couche de recommandation choisit ensuite l'activité suivante : une vérification rapide d'une compétence qui semble acquise, une nouvelle explication d'une notion qui pose problème, ou une révision espacée juste avant qu'un savoir ne risque d'être oublié.

La technologie ne vaut que par la structure sur laquelle elle repose. Les contenus doivent être découpés en petites unités rattachées à des compétences clairement définies, avec des prérequis entre elles. La construction de ce référentiel de compétences représente généralement la plus grande part du travail et exige que des experts métier collaborent avec les data scientists. Les modèles de langage peuvent accélérer la démarche en suggérant des étiquettes de compétences pour les contenus existants ou en rédigeant des variantes de questions, mais les experts doivent toujours valider le résultat.

Les parcours adaptatifs sont particulièrement efficaces dans plusieurs situations : les formations réglementaires, où les collaborateurs expérimentés peuvent valider d'emblée ce qu'ils savent déjà ; l'intégration des nouveaux arrivants, aux profils très variés ; les formations produits et commerciales, lorsque les catalogues changent souvent ; et les certifications techniques qui demandent une longue préparation. Dans chaque cas, la plateforme peut aussi montrer aux managers quelles compétences sont solides dans l'équipe et lesquelles méritent de l'attention.

Certains écueils sont à éviter. Une personnalisation poussée peut donner aux apprenants le sentiment d'être surveillés : soyez transparent sur ce qui est mesuré et pourquoi. N'utilisez pas les données d'apprentissage pour les entretiens d'évaluation sans accord clair, et appliquez les principes du RGPD : minimisation des données, durées de conservation définies et information des salariés. Vérifiez l'absence de biais : si certains groupes reçoivent systématiquement des parcours plus faciles ou plus difficiles, comprenez pourquoi avant de généraliser. Enfin, mesurez ce qui compte vraiment, comme le temps gagné, les résultats aux évaluations et les pratiques sur le terrain, et pas seulement la complétion.

Se lancer ne demande pas un programme d'envergure. Un pilote sur une seule formation, avec quelques centaines d'apprenants, suffit à valider l'approche. Partez d'un contenu bien structuré, d'une banque de questions existante et d'un modèle de maîtrise simple ; la sophistication viendra ensuite. L'essentiel de la valeur de l'apprentissage adaptatif repose sur un principe simple : ne jamais faire perdre de temps aux gens sur ce qu'ils savent déjà.`,
    category_en: "Machine Learning",
    category_fr: "Apprentissage automatique",
    tags_en: ["adaptive learning", "training", "personalisation"],
    tags_fr: ["apprentissage adaptatif", "formation", "personnalisation"],
    image_url: "/illustrations/adaptive-learning.svg",
    publishedAt: "2025-11-18T09:00:00.000Z",
  },
  {
    title_en: "Computer Vision for Quality Inspection on the Production Line",
    title_fr: "Vision par ordinateur : automatiser le contrôle qualité sur la ligne de production",
    excerpt_en:
      "Deep learning has made automated visual inspection far more flexible than traditional machine vision. Here is what it takes to deploy it on a real production line.",
    excerpt_fr:
      "L'apprentissage profond a rendu l'inspection visuelle automatisée bien plus souple que la vision industrielle classique. Ce qu'il faut pour la déployer sur une véritable ligne de production.",
    content_en: `Visual inspection is one of the oldest quality control tasks in manufacturing, and one of the most tiring. Operators examine parts for scratches, cracks, missing components, misaligned labels or colour defects, often for hours at a time. Traditional machine vision systems based on hand-written rules work well for simple, well-defined measurements, but they struggle with natural variation in materials, lighting or product references. Deep learning has changed what is possible.

Three formulations of the problem cover most needs. Classification decides whether a part is good or defective. Object detection locates and labels each defect, which helps teams understand root causes. Segmentation outlines defects pixel by pixel, which is useful when their size or area matters. When defects are rare and varied, anomaly detection models trained mainly on good parts can flag anything unusual without needing examples of every possible defect.

Image acquisition is half the project. The camera, lens, lighting and part positioning determine what the model can see, and a defect that is invisible in the image cannot be detected by any algorithm. We recommend spending time early with process engineers to fix the acquisition setup: controlled lighting, stable positioning of parts, and a resolution at which the smallest relevant defect spans several pixels. Changing the setup later usually means collecting new data and retraining.

Next come data and labelling. Collect images from real production across shifts, batches and product references. Defective parts are rare by definition, so collect them deliberately and label them with quality experts, who should first agree on clear definitions of each defect type and of acceptable tolerances. Disagreement between experts is common and must be resolved before training; otherwise the model simply learns the confusion.

On a production line, decisions must be made in milliseconds and network connections are not always reliable. Models are therefore typically optimised and deployed at the edge, on industrial PCs or embedded devices next to the line, and integrated with the programmable logic controller that triggers rejection. Training, model storage and monitoring can remain in the cloud or in the company's own data centre.

Measure and improve continuously. Set targets for two types of error: the escape rate, meaning defective parts that are accepted, and the false reject rate, meaning good parts that are discarded. The right balance depends on the cost of each. Keep people in the loop at the start by having operators review rejected parts; their decisions become new training data. Watch for drift whenever suppliers, materials or lighting conditions change.

Done well, automated inspection brings consistent quality across shifts, a traceable image for every part produced, and a wealth of data that engineers can use to improve the manufacturing process itself.`,
    content_fr: `L'inspection visuelle est l'une des plus anciennes tâches de contrôle qualité dans l'industrie, et l'une des plus fatigantes. Les opérateurs examinent les pièces à la recherche de rayures, de fissures, de composants manquants, d'étiquettes mal positionnées ou de défauts de couleur, souvent pendant des heures. Les systèmes de vision industrielle traditionnels, fondés sur des règles écrites à la main, fonctionnent bien pour des mesures simples et bien définies, mais peinent face aux variations naturelles des matériaux, de l'éclairage ou des références produits. L'apprentissage profond a changé la donne.

Trois formulations du problème couvrent la plupart des besoins. La classification détermine si une pièce est bonne ou défectueuse. La détection d'objets localise et nomme chaque défaut, ce qui aide les équipes à en comprendre les causes. La segmentation délimite les défauts pixel par pixel, utile lorsque leur taille ou leur surface compte. Lorsque les défauts sont rares et variés, des modèles de détection d'anomalies entraînés principalement sur des pièces conformes peuvent signaler tout ce qui sort de l'ordinaire, sans exiger d'exemples de chaque défaut possible.

L'acquisition des images représente la moitié du projet. La caméra, l'objectif, l'éclairage et le positionnement des pièces déterminent ce que le modèle peut voir : un défaut invisible sur l'image ne sera détecté par aucun algorithme. Nous recommandons de consacrer du temps, dès le début, avec les ingénieurs méthodes pour figer le dispositif d'acquisition : éclairage maîtrisé, positionnement stable des pièces et résolution suffisante pour que le plus petit défaut pertinent couvre plusieurs pixels. Modifier ce dispositif plus tard implique généralement de collecter de nouvelles données et de réentraîner le modèle.

Viennent ensuite les données et l'annotation. Collectez des images issues de la production réelle, sur plusieurs équipes, lots et références. Les pièces défectueuses étant rares par définition, collectez-les délibérément et annotez-les avec les experts qualité, qui doivent d'abord s'accorder sur une définition claire de chaque type de défaut et des tolérances acceptables. Les désaccords entre experts sont fréquents et doivent être résolus avant l'entraînement, faute de quoi le modèle apprend tout simplement la confusion.

Sur une ligne de production, les décisions se prennent en quelques millisecondes et les connexions réseau ne sont pas toujours fiables. Les modèles sont donc généralement optimisés et déployés en périphérie, sur des PC industriels ou des équipements embarqués au bord de la ligne, et reliés à l'automate programmable qui déclenche l'éjection des pièces. L'entraînement, le stockage des modèles et la supervision peuvent rester dans le cloud ou dans le centre de données de l'entreprise.

Mesurez et améliorez en continu. Fixez des objectifs pour deux types d'erreur : le taux de non-détection, c'est-à-dire les pièces défectueuses acceptées, et le taux de faux rejets, c'est-à-dire les pièces conformes écartées. Le bon équilibre dépend du coût de chacune. Gardez l'humain dans la boucle au démarrage en faisant revoir les pièces rejetées par les opérateurs : leurs décisions deviennent de nouvelles données d'entraînement. Surveillez la dérive à chaque changement de fournisseur, de matière ou d'éclairage.

Bien menée, l'inspection automatisée apporte une qualité homogène d'une équipe à l'autre, une image traçable pour chaque pièce produite et une mine de données que les ingénieurs peuvent exploiter pour améliorer le procédé de fabrication lui-même.`,
    category_en: "Computer Vision",
    category_fr: "Vision par ordinateur",
    tags_en: ["computer vision", "manufacturing", "quality control", "automation"],
    tags_fr: ["vision par ordinateur", "industrie", "contrôle qualité", "automatisation"],
    image_url: "/illustrations/vision-quality-inspection.svg",
    publishedAt: "2025-09-09T09:00:00.000Z",
  },
  {
    title_en: "Demand Forecasting in Retail: From Spreadsheets to Predictive Analytics",
    title_fr: "Prévision de la demande en distribution : des tableurs à l'analyse prédictive",
    excerpt_en:
      "Better forecasts mean fewer stock-outs and less waste. How retailers can move from manual spreadsheets to machine learning forecasts that planners actually trust.",
    excerpt_fr:
      "De meilleures prévisions, ce sont moins de ruptures et moins de gaspillage. Comment les enseignes peuvent passer des tableurs manuels à des prévisions par machine learning auxquelles les planificateurs font confiance.",
    content_en: `In many retail companies, demand forecasting still lives in spreadsheets: last year's sales, adjusted by hand for promotions and for the intuition of experienced planners. This works up to a point, but it does not scale to thousands of products across dozens of stores, and it copes poorly with promotions, new products and changing consumer habits. Predictive analytics offers a more systematic approach.

A good forecasting model combines several kinds of signals that drive demand: sales history at product and store level; calendar effects such as weekdays, public holidays, school holidays and paydays; promotions, prices and marketing campaigns; weather for seasonal categories; and local events. Stock-outs must be handled with care. A day with zero sales because the shelf was empty does not mean zero demand, and a naive model will learn the wrong lesson from it.

Which method should you choose? Classical statistical models such as exponential smoothing remain strong baselines for stable products. Gradient-boosted trees trained across many products at once, using calendar, price and promotion features, often perform best in retail because they learn patterns shared between similar items. Deep learning models can help at very large scale. Whatever the method, always compare it with a simple baseline such as the same week last year: if the sophisticated model does not clearly beat it, it is not worth the added complexity.

Forecast the uncertainty, not just a number. Replenishment decisions are about risk. A forecast of 100 units means little without knowing whether demand could plausibly be 80 or 160. Probabilistic forecasts, expressed as ranges or quantiles, allow safety stock to be set according to the desired service level and the cost of waste, which is particularly important for fresh products with a short shelf life.

Measure accuracy the right way. Use metrics that reflect the business: weighted errors that give more importance to high-volume products, bias to detect systematic over- or under-forecasting, and, ultimately, operational indicators such as on-shelf availability, waste and inventory levels. Evaluate the model on past periods it has never seen, including promotional weeks and holiday seasons.

Finally, win the trust of planners. The best model fails if planners do not believe it. Show the main drivers behind each forecast, let planners record their adjustments together with a reason, and measure whether those adjustments improve accuracy. Over time, planners can focus on exceptions such as new products and unusual events, while the model handles the routine. Start with one product category and a handful of stores, prove the value with clear before-and-after indicators, then extend step by step.`,
    content_fr: `Dans de nombreuses enseignes, la prévision de la demande vit encore dans des tableurs : les ventes de l'an dernier, ajustées à la main pour tenir compte des promotions et de l'intuition des planificateurs expérimentés. Cela fonctionne jusqu'à un certain point, mais ne passe pas à l'échelle de milliers de références réparties dans des dizaines de magasins, et gère mal les promotions, les nouveaux produits et l'évolution des habitudes de consommation. L'analyse prédictive offre une approche plus systématique.

Un bon modèle de prévision combine plusieurs types de signaux qui expliquent la demande : l'historique des ventes par produit et par magasin ; les effets calendaires comme les jours de la semaine, les jours fériés, les vacances scolaires ou les jours de paie ; les promotions, les prix et les campagnes marketing ; la météo pour les catégories saisonnières ; les événements locaux. Les ruptures de stock doivent être traitées avec soin. Une journée sans vente parce que le rayon était vide ne signifie pas une demande nulle, et un modèle naïf en tirera une mauvaise leçon.

Quelle méthode choisir ? Les modèles statistiques classiques, comme le lissage exponentiel, restent de solides références pour les produits stables. Les arbres de décision à gradient boosting, entraînés sur de nombreux produits à la fois avec des variables de calendrier, de prix et de promotion, donnent souvent les meilleurs résultats dans la distribution, car ils apprennent des comportements communs à des articles similaires. L'apprentissage profond peut être utile à très grande échelle. Quelle que soit la méthode, comparez-la toujours à une référence simple, comme la même semaine de l'année précédente : si le modèle sophistiqué ne la bat pas nettement, il ne vaut pas la complexité supplémentaire.

Prévoyez l'incertitude, pas seulement un chiffre. Les décisions de réapprovisionnement sont une affaire de risque. Une prévision de 100 unités ne veut pas dire grand-chose si l'on ignore si la demande pourrait raisonnablement atteindre 80 ou 160. Les prévisions probabilistes, exprimées sous forme d'intervalles ou de quantiles, permettent de fixer le stock de sécurité en fonction du taux de service visé et du coût du gaspillage, un point crucial pour les produits frais à date courte.

Mesurez la précision de la bonne manière. Utilisez des indicateurs qui reflètent l'activité : des erreurs pondérées qui donnent plus de poids aux produits à fort volume, le biais pour détecter une surestimation ou une sous-estimation systématique, et surtout des indicateurs opérationnels comme la disponibilité en rayon, la démarque et le niveau des stocks. Évaluez le modèle sur des périodes passées qu'il n'a jamais vues, y compris des semaines de promotion et des périodes de fêtes.

Enfin, gagnez la confiance des planificateurs. Le meilleur modèle échoue si les planificateurs n'y croient pas. Montrez les principaux facteurs derrière chaque prévision, permettez-leur d'enregistrer leurs ajustements avec une justification, et mesurez si ces ajustements améliorent la précision. Avec le temps, les planificateurs se concentrent sur les exceptions, comme les lancements de produits ou les événements inhabituels, tandis que le modèle gère le quotidien. Commencez par une catégorie de produits et quelques magasins, démontrez la valeur avec des indicateurs avant-après clairs, puis étendez progressivement.`,
    category_en: "Analytics",
    category_fr: "Analytique",
    tags_en: ["forecasting", "retail", "predictive analytics"],
    tags_fr: ["prévision", "distribution", "analyse prédictive"],
    image_url: "/illustrations/demand-forecasting.svg",
    publishedAt: "2025-06-03T09:00:00.000Z",
  },
  {
    title_en: "Retrieval-Augmented Generation: Putting Your Enterprise Knowledge to Work",
    title_fr: "La génération augmentée par récupération (RAG) au service du savoir de l'entreprise",
    excerpt_en:
      "Retrieval-augmented generation lets a language model answer from your own documents and cite its sources. How it works, and what separates a demo from a reliable assistant.",
    excerpt_fr:
      "La génération augmentée par récupération permet à un modèle de langage de répondre à partir de vos propres documents en citant ses sources. Son fonctionnement, et ce qui distingue une démo d'un assistant fiable.",
    content_en: `Every organisation accumulates knowledge in documents: procedures, contracts, product sheets, support articles, internal wikis. Finding the right answer in that mass is slow, and the know-how of experienced colleagues is hard to share. Large language models are excellent at writing fluent answers, but on their own they know nothing about your internal documents and may invent plausible-sounding facts. Retrieval-augmented generation (RAG) combines the best of both worlds.

The principle is simple. Documents are first split into passages and indexed. When a user asks a question, a retrieval step finds the most relevant passages; these are given to the language model together with the question, with instructions to answer only from that material and to cite its sources. The answer is grounded in your own content, and users can click through to the original document to check it.

Retrieval makes or breaks the system. Most disappointing assistants fail at retrieval, not at generation. Good practice includes splitting documents along their natural structure rather than at arbitrary lengths, keeping titles and metadata with each passage, and combining keyword search with semantic search based on embeddings stored in a vector index. Keyword search excels at exact terms such as product codes or article numbers, while semantic search finds paraphrases and synonyms. A re-ranking step can further improve precision before the passages reach the model.

Security and permissions deserve special attention. An assistant must never reveal a document to someone who is not allowed to read it. Access rights should be enforced at retrieval time, using the same permissions as the source systems. Sensitive data should be identified before indexing, and logs of questions and answers handled in accordance with the GDPR. For confidential content, both the index and the model can be hosted in the European Union or on-premise.

Evaluate before you trust. Build a test set of real questions with their expected sources, and measure whether the right passages are retrieved and whether the answers are correct and faithful to them. Run this evaluation again after every change to the documents, the chunking strategy or the models. In production, collect user feedback and review unanswered questions: they often reveal gaps in the documentation itself, which is a valuable finding in its own right.

Where should you start? Choose a well-bounded domain with a clear owner and documentation that is reasonably up to date, such as HR policies, IT support or product information. A focused assistant that answers reliably, and says "I don't know" when the answer is not in the documents, builds far more trust than a general one that tries to answer everything.`,
    content_fr: `Toute organisation accumule du savoir dans des documents : procédures, contrats, fiches produits, articles d'assistance, wikis internes. Trouver la bonne réponse dans cette masse prend du temps, et le savoir-faire des collègues expérimentés est difficile à partager. Les grands modèles de langage excellent à rédiger des réponses fluides, mais, livrés à eux-mêmes, ils ignorent tout de vos documents internes et peuvent inventer des faits plausibles. La génération augmentée par récupération (RAG, pour « retrieval-augmented generation ») réunit le meilleur des deux mondes.

Le principe est simple. Les documents sont d'abord découpés en passages puis indexés. Lorsqu'un utilisateur pose une question, une étape de recherche retrouve les passages les plus pertinents ; ceux-ci sont transmis au modèle de langage avec la question, accompagnés de la consigne de ne répondre qu'à partir de ces éléments et de citer ses sources. La réponse s'appuie sur vos propres contenus, et l'utilisateur peut ouvrir le document d'origine pour vérifier.

Tout se joue à l'étape de recherche. La plupart des assistants décevants échouent à retrouver les bons passages, pas à rédiger. Les bonnes pratiques consistent à découper les documents selon leur structure naturelle plutôt qu'à longueur fixe, à conserver titres et métadonnées avec chaque passage, et à combiner recherche par mots-clés et recherche sémantique fondée sur des plongements vectoriels stockés dans un index vectoriel. La recherche par mots-clés excelle sur les termes exacts, comme les codes produits ou les numéros d'article, tandis que la recherche sémantique trouve les reformulations et les synonymes. Une étape de reclassement peut encore améliorer la précision avant que les passages n'atteignent le modèle.

La sécurité et les droits d'accès méritent une attention particulière. Un assistant ne doit jamais révéler un document à une personne qui n'est pas autorisée à le lire. Les droits doivent être appliqués au moment de la recherche, en reprenant les permissions des systèmes sources. Les données sensibles doivent être repérées avant l'indexation, et les journaux de questions et de réponses traités conformément au RGPD. Pour les contenus confidentiels, l'index comme le modèle peuvent être hébergés dans l'Union européenne ou sur site.

Évaluez avant de faire confiance. Constituez un jeu de test de vraies questions accompagnées des sources attendues, et mesurez si les bons passages sont retrouvés et si les réponses sont exactes et fidèles à ces passages. Relancez cette évaluation après chaque modification des documents, de la stratégie de découpage ou des modèles. En production, recueillez les retours des utilisateurs et examinez les questions restées sans réponse : elles révèlent souvent des lacunes dans la documentation elle-même, ce qui est en soi une découverte précieuse.

Par où commencer ? Choisissez un domaine bien délimité, doté d'un responsable identifié et d'une documentation raisonnablement à jour, comme les politiques RH, le support informatique ou l'information produit. Un assistant ciblé qui répond de manière fiable, et qui sait dire « je ne sais pas » lorsque la réponse ne figure pas dans les documents, inspire bien plus confiance qu'un assistant généraliste qui prétend répondre à tout.`,
    category_en: "AI Technology",
    category_fr: "Technologie IA",
    tags_en: ["rag", "generative ai", "nlp", "governance"],
    tags_fr: ["rag", "ia générative", "tal", "gouvernance"],
    image_url: "/illustrations/rag-enterprise-knowledge.svg",
    publishedAt: "2025-03-12T09:00:00.000Z",
  },
];
