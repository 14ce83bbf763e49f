import type { SeedPage } from "./types";

export const seedPages: SeedPage[] = [
  {
    pageId: "home",
    title_en: "Home",
    title_fr: "Accueil",
    metaDescription_en:
      "Lumière AI is a Paris AI consultancy: natural language processing, predictive analytics, adaptive learning and computer vision for your business.",
    metaDescription_fr:
      "Lumière AI, cabinet de conseil en IA à Paris : traitement du langage, analyse prédictive, apprentissage adaptatif et vision par ordinateur.",
    heroSection_en:
      "<h1>Riding the Cutting-Edge AI Technology</h1><p>Lumière AI is a Paris-based consultancy that helps organisations turn artificial intelligence into measurable business results, from the first workshop to systems running in production.</p>",
    heroSection_fr:
      "<h1>Surfer sur la vague de l'IA de pointe</h1><p>Lumière AI est un cabinet de conseil parisien qui aide les organisations à transformer l'intelligence artificielle en résultats concrets et mesurables, du premier atelier jusqu'aux systèmes en production.</p>",
    mainContent_en: `<h2>Our Expertise</h2>
<p>We combine research-grade machine learning with pragmatic software engineering. Our work focuses on four areas where artificial intelligence delivers value quickly and reliably.</p>
<h3>Natural Language Processing</h3>
<p>We build systems that read, classify and write text in English and French: assistants that answer employee questions from internal documentation, automatic triage of customer-service emails, data extraction from contracts and invoices, and summaries of long reports. Typical outcomes are faster response times and far fewer hours spent on repetitive reading.</p>
<h3>Predictive Analytics</h3>
<p>Forecasting models turn historical data into decisions: demand forecasting for retail and supply chains, churn prediction for subscription businesses, credit-risk scoring, and predictive maintenance for industrial equipment. We favour models that planners trust, with clear explanations and honest uncertainty ranges rather than a single magic number.</p>
<h3>Adaptive Learning</h3>
<p>Adaptive learning systems adjust to each user. In corporate training, that means learning paths that skip what an employee already knows and revisit what they struggle with. In digital products, it means recommendation engines and personalisation that improve with every interaction.</p>
<h3>Computer Vision</h3>
<p>We deploy image and video models that detect defects on production lines, read documents and labels, count and track stock on shelves, and help clinicians prioritise medical images. Models can run in the cloud or on edge devices directly on the factory floor.</p>
<h2>Our Technology Stack</h2>
<p>We rely on proven, largely open-source tools: large language models and retrieval-augmented generation for knowledge assistants; PyTorch, TensorFlow and scikit-learn for modelling; vector databases and PostgreSQL for data; Kubernetes and MLOps practices for deployment and model monitoring. Solutions are hosted in the European Union or on your own premises. <a href="/en/technology">Discover our technology</a>.</p>
<h2>About Lumière AI</h2>
<p><strong>Our mission: to make cutting-edge AI useful, responsible and accessible to European organisations of every size.</strong> Founded in Paris, our team of data scientists and engineers works side by side with your business experts, from discovery workshop to production and long-term support. <a href="/en/about">Learn more about us</a>.</p>
<h2>Why Work With Us</h2>
<ul>
<li><strong>Business first:</strong> every project starts from a measurable objective, not from a technology looking for a problem.</li>
<li><strong>Fast, tangible results:</strong> a typical proof of concept is delivered in 4 to 8 weeks.</li>
<li><strong>Responsible by design:</strong> GDPR-compliant data handling, transparent models and hosting in the EU.</li>
<li><strong>Bilingual by default:</strong> we work, document and deliver in both English and French, and this website and its assistant are available in both languages.</li>
<li><strong>Knowledge transfer:</strong> your teams learn alongside ours, so you stay in control of your AI.</li>
</ul>
<p>Ready to explore what AI can do for your organisation? <a href="/en/contact">Book a free consultation</a> with our team, see what is coming with <a href="/en/product">Lumière Studio</a>, or read our latest <a href="/en/insights">insights</a>.</p>`,
    mainContent_fr: `<h2>Nos domaines d'expertise</h2>
<p>Nous associons un apprentissage automatique de niveau recherche à une ingénierie logicielle pragmatique. Nos missions se concentrent sur quatre domaines où l'intelligence artificielle crée de la valeur rapidement et durablement.</p>
<h3>Traitement du langage naturel</h3>
<p>Nous concevons des systèmes qui lisent, classent et rédigent des textes, en français comme en anglais : assistants qui répondent aux questions des collaborateurs à partir de la documentation interne, tri automatique des e-mails du service client, extraction de données dans les contrats et les factures, synthèse de longs rapports. Résultat : des délais de réponse plus courts et beaucoup moins d'heures consacrées à des lectures répétitives.</p>
<h3>Analyse prédictive</h3>
<p>Nos modèles de prévision transforment vos données historiques en décisions : prévision de la demande pour la distribution et la chaîne logistique, prédiction de l'attrition pour les offres par abonnement, évaluation du risque de crédit, maintenance prédictive des équipements industriels. Nous privilégions des modèles auxquels les équipes font confiance, avec des explications claires et des marges d'incertitude honnêtes plutôt qu'un chiffre magique.</p>
<h3>Apprentissage adaptatif</h3>
<p>Les systèmes d'apprentissage adaptatif s'ajustent à chaque utilisateur. En formation professionnelle, ce sont des parcours qui passent rapidement sur ce qu'un collaborateur maîtrise déjà et reviennent sur ses points faibles. Dans vos produits numériques, ce sont des moteurs de recommandation et de personnalisation qui s'améliorent à chaque interaction.</p>
<h3>Vision par ordinateur</h3>
<p>Nous déployons des modèles d'analyse d'images et de vidéos qui détectent les défauts sur les lignes de production, lisent documents et étiquettes, comptent et suivent les stocks en rayon, ou aident les praticiens à prioriser les images médicales. Ces modèles fonctionnent dans le cloud ou directement sur des équipements embarqués, au cœur de l'atelier.</p>
<h2>Notre socle technologique</h2>
<p>Nous nous appuyons sur des outils éprouvés, en grande partie open source : grands modèles de langage et génération augmentée par récupération (RAG) pour les assistants documentaires ; PyTorch, TensorFlow et scikit-learn pour la modélisation ; bases de données vectorielles et PostgreSQL pour les données ; Kubernetes et les pratiques MLOps pour le déploiement et la supervision des modèles. Vos solutions sont hébergées dans l'Union européenne ou sur vos propres serveurs. <a href="/fr/technology">Découvrir notre technologie</a>.</p>
<h2>À propos de Lumière AI</h2>
<p><strong>Notre mission : rendre l'IA de pointe utile, responsable et accessible aux organisations européennes de toutes tailles.</strong> Fondée à Paris, notre équipe de data scientists et d'ingénieurs travaille main dans la main avec vos experts métier, de l'atelier de cadrage à la mise en production et au suivi dans la durée. <a href="/fr/about">En savoir plus sur nous</a>.</p>
<h2>Pourquoi nous choisir</h2>
<ul>
<li><strong>Le métier d'abord :</strong> chaque projet part d'un objectif mesurable, pas d'une technologie en quête d'un problème.</li>
<li><strong>Des résultats rapides et tangibles :</strong> une preuve de concept est généralement livrée en 4 à 8 semaines.</li>
<li><strong>Responsables par conception :</strong> traitement des données conforme au RGPD, modèles transparents et hébergement dans l'UE.</li>
<li><strong>Bilingues par défaut :</strong> nous travaillons, documentons et livrons en français comme en anglais, et ce site ainsi que son assistant sont disponibles dans les deux langues.</li>
<li><strong>Transfert de compétences :</strong> vos équipes apprennent aux côtés des nôtres et gardent la maîtrise de leur IA.</li>
</ul>
<p>Envie de découvrir ce que l'IA peut apporter à votre organisation ? <a href="/fr/contact">Réservez une consultation gratuite</a> avec notre équipe, découvrez ce que prépare <a href="/fr/product">Lumière Studio</a> ou parcourez nos dernières <a href="/fr/insights">analyses</a>.</p>`,
  },
  {
    pageId: "technology",
    title_en: "Technology",
    title_fr: "Technologie",
    metaDescription_en:
      "Our AI technology stack: large language models, RAG, PyTorch, TensorFlow, Kubernetes, MLOps, vector databases, GDPR-compliant EU or on-premise hosting.",
    metaDescription_fr:
      "Notre socle technologique : grands modèles de langage, RAG, PyTorch, Kubernetes, MLOps, bases vectorielles, hébergement européen ou sur site conforme au RGPD.",
    heroSection_en:
      "<h1>The Technology Behind Our Solutions</h1><p>Proven open-source tools, modern machine learning and rigorous engineering, assembled to fit your data, your constraints and your infrastructure.</p>",
    heroSection_fr:
      "<h1>La technologie au cœur de nos solutions</h1><p>Des outils open source éprouvés, un apprentissage automatique moderne et une ingénierie rigoureuse, assemblés pour s'adapter à vos données, à vos contraintes et à votre infrastructure.</p>",
    mainContent_en: `<h2>Our Technology Stack</h2>
<p>We are technology-agnostic: we choose the simplest tool that solves your problem reliably, and we favour open standards so that you are never locked in to a single vendor. Here are the building blocks we use most often.</p>
<ul class="logos">
<li>PyTorch</li>
<li>TensorFlow</li>
<li>scikit-learn</li>
<li>PostgreSQL</li>
<li>pgvector</li>
<li>Kubernetes</li>
</ul>
<ul class="cards">
<li><h3>Large Language Models and Retrieval-Augmented Generation</h3><p>We work with both commercial large language models (LLMs) available through APIs and open-weight models that can be self-hosted. For knowledge assistants we use <strong>retrieval-augmented generation (RAG)</strong>: the model answers from your own documents, retrieved at question time, and cites its sources. We combine keyword search and semantic search, and we build evaluation sets of real questions to measure answer quality before and after every change.</p></li>
<li><h3>Machine Learning Frameworks</h3><p><strong>PyTorch</strong> is our default for deep learning, computer vision and fine-tuning language models. <strong>TensorFlow</strong> is used when a client's existing ecosystem relies on it. For tabular data such as sales, transactions or sensor readings, <strong>scikit-learn</strong> and gradient-boosted trees are often more accurate, faster and easier to explain than neural networks.</p></li>
<li><h3>Data Platform</h3><p><strong>PostgreSQL</strong> is the backbone of many of our solutions: robust, open source and capable of full-text search and vector similarity search with extensions such as pgvector. When a dedicated <strong>vector database</strong> is justified by volume or latency requirements, we integrate one. Data pipelines include automated quality checks so that bad data is caught before it reaches a model.</p></li>
<li><h3>MLOps and Kubernetes</h3><p>Models are packaged in containers and deployed on <strong>Kubernetes</strong>, with continuous integration and delivery for both code and models. Our <strong>MLOps</strong> practices include versioning of data and models, a model registry, reproducible training runs and automated tests, so that any prediction can be traced back to the model and data that produced it.</p></li>
<li><h3>Model Monitoring</h3><p>A model in production is never finished. We monitor prediction quality, data drift, latency and cost, with dashboards and alerts. When performance degrades, retraining is triggered and validated against a reference dataset before release. For language assistants, user feedback is collected and reviewed regularly.</p></li>
</ul>
<h2>Deployment: Cloud or On-Premise</h2>
<ul class="cards">
<li><strong>EU cloud</strong><p>Managed infrastructure in data centres located in the European Union, the fastest way to start.</p></li>
<li><strong>On-premise</strong><p>Deployment in your own data centre, for highly sensitive data or regulated environments, including fully isolated networks.</p></li>
<li><strong>Hybrid and edge</strong><p>Training in the cloud and inference on site, for example on cameras and industrial PCs on a production line.</p></li>
</ul>
<h2>Data Security and GDPR</h2>
<p>Your data remains yours. By default, data is hosted in the European Union and is never used to train third-party models. We apply encryption in transit and at rest, strict role-based access control, pseudonymisation of personal data and detailed audit logs. We sign a data processing agreement with every client, support your data protection impact assessments and document our systems in line with the GDPR and the EU AI Act. Want to discuss your constraints? <a href="/en/contact">Talk to our engineers</a>.</p>`,
    mainContent_fr: `<h2>Notre socle technologique</h2>
<p>Nous ne sommes liés à aucun éditeur : nous choisissons l'outil le plus simple qui résout votre problème de façon fiable, et nous privilégions les standards ouverts pour que vous ne soyez jamais prisonnier d'un fournisseur. Voici les briques que nous utilisons le plus souvent.</p>
<ul class="logos">
<li>PyTorch</li>
<li>TensorFlow</li>
<li>scikit-learn</li>
<li>PostgreSQL</li>
<li>pgvector</li>
<li>Kubernetes</li>
</ul>
<ul class="cards">
<li><h3>Grands modèles de langage et génération augmentée par récupération</h3><p>Nous travaillons aussi bien avec des grands modèles de langage (LLM) commerciaux, accessibles par API, qu'avec des modèles ouverts que vous pouvez héberger vous-même. Pour les assistants documentaires, nous utilisons la <strong>génération augmentée par récupération (RAG)</strong> : le modèle répond à partir de vos propres documents, retrouvés au moment de la question, et cite ses sources. Nous combinons recherche par mots-clés et recherche sémantique, et constituons des jeux d'évaluation à partir de vraies questions pour mesurer la qualité des réponses avant et après chaque modification.</p></li>
<li><h3>Frameworks d'apprentissage automatique</h3><p><strong>PyTorch</strong> est notre choix par défaut pour l'apprentissage profond, la vision par ordinateur et l'ajustement des modèles de langage. <strong>TensorFlow</strong> est utilisé lorsque l'écosystème existant d'un client repose dessus. Pour les données tabulaires (ventes, transactions, mesures de capteurs), <strong>scikit-learn</strong> et les arbres de décision à gradient boosting sont souvent plus précis, plus rapides et plus faciles à expliquer que les réseaux de neurones.</p></li>
<li><h3>Plateforme de données</h3><p><strong>PostgreSQL</strong> constitue la colonne vertébrale de nombreuses solutions : robuste, open source, il gère la recherche plein texte et, grâce à des extensions comme pgvector, la recherche par similarité vectorielle. Lorsque les volumes ou les exigences de latence le justifient, nous intégrons une <strong>base de données vectorielle</strong> dédiée. Nos chaînes de traitement comportent des contrôles qualité automatiques pour écarter les données erronées avant qu'elles n'atteignent un modèle.</p></li>
<li><h3>MLOps et Kubernetes</h3><p>Les modèles sont conditionnés dans des conteneurs et déployés sur <strong>Kubernetes</strong>, avec une intégration et une livraison continues pour le code comme pour les modèles. Nos pratiques <strong>MLOps</strong> incluent le versionnage des données et des modèles, un registre de modèles, des entraînements reproductibles et des tests automatisés : chaque prédiction peut être rattachée au modèle et aux données qui l'ont produite.</p></li>
<li><h3>Supervision des modèles</h3><p>Un modèle en production n'est jamais terminé. Nous surveillons la qualité des prédictions, la dérive des données, la latence et les coûts, avec tableaux de bord et alertes. Quand la performance se dégrade, un réentraînement est lancé puis validé sur un jeu de référence avant toute mise en service. Pour les assistants conversationnels, les retours des utilisateurs sont collectés et analysés régulièrement.</p></li>
</ul>
<h2>Déploiement : cloud ou sur site</h2>
<ul class="cards">
<li><strong>Cloud européen</strong><p>Une infrastructure gérée dans des centres de données situés dans l'Union européenne, le moyen le plus rapide de démarrer.</p></li>
<li><strong>Sur site</strong><p>Un déploiement dans votre propre centre de données, pour les données très sensibles ou les environnements réglementés, y compris sur des réseaux totalement isolés.</p></li>
<li><strong>Hybride et embarqué</strong><p>L'entraînement dans le cloud et l'inférence sur place, par exemple sur des caméras et des PC industriels le long d'une ligne de production.</p></li>
</ul>
<h2>Sécurité des données et RGPD</h2>
<p>Vos données restent les vôtres. Par défaut, elles sont hébergées dans l'Union européenne et ne servent jamais à entraîner des modèles tiers. Nous appliquons le chiffrement en transit et au repos, un contrôle d'accès strict fondé sur les rôles, la pseudonymisation des données personnelles et une journalisation détaillée. Nous signons un accord de traitement des données avec chaque client, vous accompagnons dans vos analyses d'impact relatives à la protection des données (AIPD) et documentons nos systèmes conformément au RGPD et au règlement européen sur l'IA. Vous souhaitez parler de vos contraintes ? <a href="/fr/contact">Échangez avec nos ingénieurs</a>.</p>`,
  },
  {
    pageId: "about",
    title_en: "About Us",
    title_fr: "À propos",
    metaDescription_en:
      "Meet Lumière AI: a Paris team of data scientists and engineers delivering responsible, GDPR-compliant AI for healthcare, finance, retail and industry.",
    metaDescription_fr:
      "Découvrez Lumière AI : une équipe parisienne de data scientists et d'ingénieurs au service d'une IA responsable pour la santé, la finance et l'industrie.",
    heroSection_en:
      "<h1>About Lumière AI</h1><p>A Paris-based team of data scientists and engineers helping organisations put artificial intelligence to work, responsibly and for the long term.</p>",
    heroSection_fr:
      "<h1>À propos de Lumière AI</h1><p>Une équipe parisienne de data scientists et d'ingénieurs qui aide les organisations à mettre l'intelligence artificielle au travail, de manière responsable et durable.</p>",
    mainContent_en: `<h2>Our Story</h2>
<p>Lumière AI was founded in Paris in 2019 by a small group of data scientists and software engineers who shared a frustration: too many promising AI prototypes never made it into daily use. We set out to build a consultancy that takes projects all the way from the first idea to reliable systems in production. Today our team of more than twenty data scientists, machine learning engineers and software engineers works from our office at <strong>12 Rue de la Paix, 75002 Paris</strong>, with clients across France and Europe.</p>
<ul class="figures">
<li><strong>2019</strong><span>Founded in Paris</span></li>
<li><strong>20+</strong><span>Data scientists and engineers</span></li>
<li><strong>4-8 weeks</strong><span>From workshop to proof of concept</span></li>
<li><strong>3-6 months</strong><span>Typical path to production</span></li>
</ul>
<h2>Our Mission</h2>
<blockquote class="quote"><p>Our mission is to make cutting-edge AI useful, responsible and accessible to organisations of every size. We measure our success by the results our clients obtain, not by the complexity of our models.</p><cite>The founders of Lumière AI</cite></blockquote>
<h2>Our Values</h2>
<ul class="cards">
<li><strong>Responsible AI</strong><p>We assess risks and potential biases from day one, keep humans in the loop for important decisions and decline projects that conflict with our ethics.</p></li>
<li><strong>Privacy and GDPR</strong><p>Data protection is built in, not bolted on. Data minimisation, EU hosting and clear data processing agreements are our standard.</p></li>
<li><strong>Transparency</strong><p>We explain how our models work, what they cannot do and how much they cost to run. No black boxes and no hidden fees.</p></li>
<li><strong>Knowledge transfer</strong><p>We document everything and train your teams, so that you are never dependent on us.</p></li>
</ul>
<h2>Our Approach and Project Duration</h2>
<p>How long does an AI project take? It depends on your data and ambitions, but every engagement follows four clear stages, and you can stop after any of them.</p>
<ol class="timeline">
<li><strong>Discovery workshop</strong><p>After a free initial consultation, we spend one or two days with your teams to map use cases, assess your data and agree on measurable success criteria.</p></li>
<li><strong>Proof of concept</strong><p>In 4 to 8 weeks, we build a working prototype on your real data and measure it against those criteria.</p></li>
<li><strong>Production</strong><p>We industrialise the solution, integrate it with your systems and put monitoring in place, usually within two to four additional months.</p></li>
<li><strong>Support and improvement</strong><p>We monitor, retrain and extend the solution under a support agreement tailored to your needs.</p></li>
</ol>
<p><strong>Typical project duration:</strong> in total, most projects go from the first workshop to a system in production in three to six months, depending on data availability and integration complexity.</p>
<h2>Industries We Serve</h2>
<ul class="cards">
<li><strong>Healthcare</strong><p>Medical imaging prioritisation, clinical document analysis, patient flow forecasting.</p></li>
<li><strong>Finance and insurance</strong><p>Fraud detection, credit risk, claims processing and regulatory document review.</p></li>
<li><strong>Retail and e-commerce</strong><p>Demand forecasting, pricing, recommendations and customer-service automation.</p></li>
<li><strong>Manufacturing</strong><p>Visual quality inspection, predictive maintenance and production planning.</p></li>
<li><strong>Public sector</strong><p>Document processing, citizen request routing and transparent, auditable decision support.</p></li>
</ul>
<h2>Careers</h2>
<p>We are hiring! We are looking for <strong>machine learning engineers</strong>, data scientists and MLOps engineers who enjoy solving real problems for real users. We offer a friendly bilingual team, varied projects across industries, time for research and conferences, and a hybrid work policy from our Paris office. To apply, send your CV and a few lines about yourself to <strong>contact@lumiere-ai.fr</strong> with the subject "Careers". You can also <a href="/en/contact">contact us</a> for any other question.</p>`,
    mainContent_fr: `<h2>Notre histoire</h2>
<p>Lumière AI a été fondée à Paris en 2019 par un petit groupe de data scientists et d'ingénieurs logiciel qui partageaient une même frustration : trop de prototypes d'IA prometteurs ne dépassaient jamais le stade de la démonstration. Nous avons voulu créer un cabinet capable de mener les projets de la première idée jusqu'à des systèmes fiables en production. Aujourd'hui, notre équipe de plus de vingt data scientists, ingénieurs en apprentissage automatique et ingénieurs logiciel travaille depuis nos bureaux du <strong>12 rue de la Paix, 75002 Paris</strong>, pour des clients en France et partout en Europe.</p>
<ul class="figures">
<li><strong>2019</strong><span>Création à Paris</span></li>
<li><strong>20+</strong><span>Data scientists et ingénieurs</span></li>
<li><strong>4 à 8 semaines</strong><span>De l'atelier à la preuve de concept</span></li>
<li><strong>3 à 6 mois</strong><span>Délai typique jusqu'à la production</span></li>
</ul>
<h2>Notre mission</h2>
<blockquote class="quote"><p>Notre mission est de rendre l'IA de pointe utile, responsable et accessible aux organisations de toutes tailles. Nous mesurons notre réussite aux résultats obtenus par nos clients, et non à la complexité de nos modèles.</p><cite>Les fondateurs de Lumière AI</cite></blockquote>
<h2>Nos valeurs</h2>
<ul class="cards">
<li><strong>IA responsable</strong><p>Nous évaluons les risques et les biais potentiels dès le premier jour, gardons l'humain dans la boucle pour les décisions importantes et refusons les projets contraires à notre éthique.</p></li>
<li><strong>Vie privée et RGPD</strong><p>La protection des données est intégrée dès la conception, pas ajoutée après coup. Minimisation des données, hébergement dans l'UE et accords de traitement clairs sont notre norme.</p></li>
<li><strong>Transparence</strong><p>Nous expliquons le fonctionnement de nos modèles, leurs limites et leur coût d'exploitation. Pas de boîte noire, pas de frais cachés.</p></li>
<li><strong>Transfert de compétences</strong><p>Nous documentons tout et formons vos équipes, pour que vous ne dépendiez jamais de nous.</p></li>
</ul>
<h2>Notre démarche et la durée des projets</h2>
<p>Combien de temps dure un projet d'IA ? Tout dépend de vos données et de vos ambitions, mais chaque mission suit quatre étapes claires, et vous pouvez vous arrêter à l'issue de chacune d'elles.</p>
<ol class="timeline">
<li><strong>Atelier de cadrage</strong><p>Après une première consultation gratuite, nous passons une à deux journées avec vos équipes pour identifier les cas d'usage, évaluer vos données et fixer des critères de réussite mesurables.</p></li>
<li><strong>Preuve de concept</strong><p>En 4 à 8 semaines, nous construisons un prototype fonctionnel sur vos données réelles et le mesurons au regard de ces critères.</p></li>
<li><strong>Mise en production</strong><p>Nous industrialisons la solution, l'intégrons à vos systèmes et mettons en place la supervision, généralement en deux à quatre mois supplémentaires.</p></li>
<li><strong>Accompagnement et amélioration continue</strong><p>Nous surveillons, réentraînons et enrichissons la solution dans le cadre d'un contrat de maintenance adapté à vos besoins.</p></li>
</ol>
<p><strong>Durée typique d'un projet :</strong> au total, la plupart des projets passent du premier atelier à un système en production en trois à six mois, selon la disponibilité des données et la complexité de l'intégration.</p>
<h2>Les secteurs que nous accompagnons</h2>
<ul class="cards">
<li><strong>Santé</strong><p>Priorisation des examens d'imagerie médicale, analyse de documents cliniques, prévision des flux de patients.</p></li>
<li><strong>Finance et assurance</strong><p>Détection de la fraude, risque de crédit, gestion des sinistres et revue de documents réglementaires.</p></li>
<li><strong>Commerce et e-commerce</strong><p>Prévision de la demande, tarification, recommandations et automatisation du service client.</p></li>
<li><strong>Industrie</strong><p>Contrôle qualité visuel, maintenance prédictive et planification de la production.</p></li>
<li><strong>Secteur public</strong><p>Traitement documentaire, orientation des demandes des usagers et aide à la décision transparente et auditable.</p></li>
</ul>
<h2>Carrières et recrutement</h2>
<p>Nous recrutons ! Nous recherchons des <strong>ingénieurs en apprentissage automatique (ML engineers)</strong>, des data scientists et des ingénieurs MLOps qui aiment résoudre de vrais problèmes pour de vrais utilisateurs. Nous offrons une équipe bilingue et bienveillante, des projets variés dans de nombreux secteurs, du temps pour la recherche et les conférences, ainsi qu'une organisation hybride depuis nos bureaux parisiens. Pour postuler, envoyez votre CV et quelques lignes de présentation à <strong>contact@lumiere-ai.fr</strong> avec l'objet « Carrières ». Pour toute autre question, <a href="/fr/contact">contactez-nous</a>.</p>`,
  },
  {
    pageId: "product",
    title_en: "Product",
    title_fr: "Produit",
    metaDescription_en:
      "Lumière Studio is coming soon: one platform to build, deploy and monitor AI assistants and predictive models on your own data. Get notified at launch.",
    metaDescription_fr:
      "Lumière Studio arrive bientôt : une plateforme pour créer, déployer et superviser assistants IA et modèles prédictifs sur vos données. Soyez prévenu.",
    heroSection_en:
      "<h1>Lumière Studio: Coming Soon</h1><p>One platform to build, deploy and monitor AI assistants and predictive models on your own data, securely hosted in Europe.</p>",
    heroSection_fr:
      "<h1>Lumière Studio : bientôt disponible</h1><p>Une seule plateforme pour créer, déployer et superviser des assistants IA et des modèles prédictifs sur vos propres données, hébergée en toute sécurité en Europe.</p>",
    mainContent_en: `<h2>Introducing Lumière Studio</h2>
<p>Over the years, our consultants have built the same foundations again and again for our clients: connecting data sources, indexing documents, training and evaluating models, deploying them safely and watching how they behave in production. <strong>Lumière Studio</strong> packages that experience into a single platform, so your teams can launch and operate AI solutions on their own data without assembling a dozen tools.</p>
<p>Lumière Studio is currently in a private beta with a small group of clients. We are preparing the public launch and will share the date with everyone on our early-access list first.</p>
<h2>Key Features</h2>
<ul class="cards">
<li><strong>AI assistants on your documents</strong><p>Connect your knowledge bases, policies and manuals, and publish assistants that answer with citations using retrieval-augmented generation.</p></li>
<li><strong>Predictive models without the plumbing</strong><p>Build forecasting, classification and scoring models from your tables, with automatic validation and clear explanations of each prediction.</p></li>
<li><strong>One-click deployment</strong><p>Publish an assistant or a model as a secure API, a web widget or an integration in your existing tools, hosted in the EU cloud or on-premise.</p></li>
<li><strong>Built-in monitoring</strong><p>Follow answer quality, data drift, usage and running costs on a single dashboard, with alerts when something changes.</p></li>
<li><strong>Evaluation workbench</strong><p>Test assistants and models against reference questions and datasets before every release, and compare versions side by side.</p></li>
<li><strong>Governance and compliance</strong><p>Role-based access, audit logs, data retention settings and documentation templates to support your GDPR and EU AI Act obligations.</p></li>
<li><strong>Bilingual from day one</strong><p>Interface, assistants and documentation available in English and French.</p></li>
<li><strong>Open integrations</strong><p>Connectors for PostgreSQL, common file stores, CRM and ticketing tools, plus a documented REST API.</p></li>
</ul>
<h2>Who Is It For?</h2>
<ul class="cards">
<li><p><strong>Business teams</strong> who want a reliable assistant or forecast without waiting months for a custom project.</p></li>
<li><p><strong>Data and IT teams</strong> who need a governed, observable platform instead of scattered scripts and notebooks.</p></li>
<li><p><strong>Compliance and security officers</strong> who want to know exactly which data is used, where it is stored and who can access it.</p></li>
<li><p><strong>Existing Lumière AI clients</strong> who want to operate and extend the solutions we built together.</p></li>
</ul>
<h2>Launch and Pricing</h2>
<p>Pricing for Lumière Studio has not been announced yet. It will be designed to be simple and predictable, and will be shared with early-access subscribers before the public launch. Our consulting team will continue to support clients who prefer a tailor-made solution.</p>
<h2>Be the First to Know</h2>
<p>Want to be notified when Lumière Studio launches, or apply to join the beta? Write to <strong>contact@lumiere-ai.fr</strong> with the subject "Lumière Studio", or use our <a href="/en/contact">contact page</a>. We will keep you informed, and only about Lumière Studio.</p>`,
    mainContent_fr: `<h2>Découvrez Lumière Studio</h2>
<p>Au fil des années, nos consultants ont bâti les mêmes fondations encore et encore pour nos clients : connecter les sources de données, indexer les documents, entraîner et évaluer les modèles, les déployer en toute sécurité et observer leur comportement en production. <strong>Lumière Studio</strong> réunit cette expérience dans une seule plateforme, pour que vos équipes lancent et exploitent des solutions d'IA sur leurs propres données sans assembler une dizaine d'outils.</p>
<p>Lumière Studio est actuellement en version bêta privée auprès d'un petit groupe de clients. Nous préparons le lancement public et en communiquerons la date en priorité aux inscrits de notre liste d'accès anticipé.</p>
<h2>Fonctionnalités clés</h2>
<ul class="cards">
<li><strong>Des assistants IA sur vos documents</strong><p>Connectez vos bases de connaissances, procédures et manuels, et publiez des assistants qui répondent en citant leurs sources grâce à la génération augmentée par récupération.</p></li>
<li><strong>Des modèles prédictifs sans la tuyauterie</strong><p>Créez des modèles de prévision, de classification et de scoring à partir de vos tables, avec validation automatique et explication claire de chaque prédiction.</p></li>
<li><strong>Un déploiement en un clic</strong><p>Publiez un assistant ou un modèle sous forme d'API sécurisée, de widget web ou d'intégration dans vos outils, hébergé dans un cloud européen ou sur site.</p></li>
<li><strong>Une supervision intégrée</strong><p>Suivez la qualité des réponses, la dérive des données, l'usage et les coûts d'exploitation sur un tableau de bord unique, avec des alertes en cas de changement.</p></li>
<li><strong>Un banc d'évaluation</strong><p>Testez assistants et modèles sur des questions et des jeux de données de référence avant chaque mise en service, et comparez les versions côte à côte.</p></li>
<li><strong>Gouvernance et conformité</strong><p>Gestion des accès par rôle, journaux d'audit, paramètres de conservation des données et modèles de documentation pour répondre à vos obligations RGPD et au règlement européen sur l'IA.</p></li>
<li><strong>Bilingue dès le premier jour</strong><p>Interface, assistants et documentation disponibles en français et en anglais.</p></li>
<li><strong>Des intégrations ouvertes</strong><p>Connecteurs pour PostgreSQL, les espaces de stockage de fichiers courants, les outils CRM et de ticketing, ainsi qu'une API REST documentée.</p></li>
</ul>
<h2>À qui s'adresse Lumière Studio ?</h2>
<ul class="cards">
<li><p><strong>Aux équipes métier</strong> qui veulent un assistant ou une prévision fiable sans attendre des mois un développement sur mesure.</p></li>
<li><p><strong>Aux équipes data et informatique</strong> qui ont besoin d'une plateforme gouvernée et observable plutôt que de scripts et de notebooks éparpillés.</p></li>
<li><p><strong>Aux responsables conformité et sécurité</strong> qui veulent savoir précisément quelles données sont utilisées, où elles sont stockées et qui peut y accéder.</p></li>
<li><p><strong>Aux clients actuels de Lumière AI</strong> qui souhaitent exploiter et faire évoluer les solutions construites ensemble.</p></li>
</ul>
<h2>Lancement et tarifs</h2>
<p>Les tarifs de Lumière Studio n'ont pas encore été annoncés. Ils seront simples et prévisibles, et communiqués aux inscrits de l'accès anticipé avant le lancement public. Notre équipe de conseil continuera d'accompagner les clients qui préfèrent une solution sur mesure.</p>
<h2>Soyez parmi les premiers informés</h2>
<p>Vous souhaitez être prévenu du lancement de Lumière Studio ou rejoindre la bêta ? Écrivez à <strong>contact@lumiere-ai.fr</strong> avec l'objet « Lumière Studio », ou passez par notre <a href="/fr/contact">page de contact</a>. Nous vous tiendrons informé, uniquement au sujet de Lumière Studio.</p>`,
  },
  {
    pageId: "insights",
    title_en: "Insights",
    title_fr: "Analyses",
    metaDescription_en:
      "Practical articles from Lumière AI on AI technology, analytics, computer vision, machine learning, business solutions and healthcare innovation.",
    metaDescription_fr:
      "Des articles concrets de Lumière AI sur l'IA, l'analytique, la vision par ordinateur, l'apprentissage automatique et l'innovation en santé.",
    heroSection_en:
      "<h1>Insights</h1><p>Practical articles on artificial intelligence, data and machine learning, written by the people who build these systems every day.</p>",
    heroSection_fr:
      "<h1>Analyses</h1><p>Des articles concrets sur l'intelligence artificielle, les données et l'apprentissage automatique, écrits par celles et ceux qui construisent ces systèmes au quotidien.</p>",
    mainContent_en: `<h2>Lessons From the Field</h2>
<p>Our consultants share what they learn on real projects: what works, what does not, and how to move from an idea to a system your teams rely on. No hype, just practical guidance you can apply to your own organisation.</p>
<p>Articles are grouped by theme:</p>
<ul>
<li><strong>AI Technology:</strong> large language models, retrieval-augmented generation and natural language processing.</li>
<li><strong>Analytics:</strong> forecasting and data-driven decision making.</li>
<li><strong>Computer Vision:</strong> image and video models in industry.</li>
<li><strong>Machine Learning:</strong> adaptive systems, MLOps and model lifecycle.</li>
<li><strong>Business Solutions:</strong> regulation, governance and return on investment.</li>
<li><strong>Healthcare Innovation:</strong> AI in hospitals and clinical workflows.</li>
</ul>
<p>Have a question about one of these topics? <a href="/en/contact">Get in touch</a> with the authors.</p>`,
    mainContent_fr: `<h2>Retours d'expérience</h2>
<p>Nos consultants partagent ce qu'ils apprennent sur le terrain : ce qui fonctionne, ce qui ne fonctionne pas, et comment passer d'une idée à un système sur lequel vos équipes peuvent compter. Pas d'effet d'annonce, seulement des conseils concrets applicables à votre organisation.</p>
<p>Les articles sont classés par thème :</p>
<ul>
<li><strong>Technologie IA :</strong> grands modèles de langage, génération augmentée par récupération et traitement du langage naturel.</li>
<li><strong>Analytique :</strong> prévision et décisions fondées sur les données.</li>
<li><strong>Vision par ordinateur :</strong> modèles d'analyse d'images et de vidéos dans l'industrie.</li>
<li><strong>Apprentissage automatique :</strong> systèmes adaptatifs, MLOps et cycle de vie des modèles.</li>
<li><strong>Solutions d'entreprise :</strong> réglementation, gouvernance et retour sur investissement.</li>
<li><strong>Innovation en santé :</strong> l'IA à l'hôpital et dans les parcours de soins.</li>
</ul>
<p>Une question sur l'un de ces sujets ? <a href="/fr/contact">Contactez</a> les auteurs.</p>`,
  },
  {
    pageId: "contact",
    title_en: "Contact Us",
    title_fr: "Contactez-nous",
    metaDescription_en:
      "Contact Lumière AI in Paris: email contact@lumiere-ai.fr or call +33 1 23 45 67 89. Book a free consultation; we reply within 24 hours.",
    metaDescription_fr:
      "Contactez Lumière AI à Paris : écrivez à contact@lumiere-ai.fr ou appelez le +33 1 23 45 67 89. Consultation gratuite, réponse sous 24 heures.",
    heroSection_en:
      "<h1>Contact Us</h1><p>Tell us about your project. Our team replies to every message within 24 hours on business days.</p>",
    heroSection_fr:
      "<h1>Contactez-nous</h1><p>Parlez-nous de votre projet. Notre équipe répond à chaque message sous 24 heures les jours ouvrés.</p>",
    mainContent_en: `<h2>Get in Touch</h2>
<p>We answer every enquiry within 24 hours on business days, in English or French.</p>
<h2>Opening Hours</h2>
<p>Our team is available by phone and email <strong>Mon-Fri 9AM-6PM</strong> (Paris time). Visits to our office are <strong>by appointment</strong> only, so please let us know in advance and we will be happy to welcome you.</p>
<h2>Free Consultation</h2>
<p>Not sure where to start? Book a <strong>free consultation</strong>: a 45-minute call or meeting with one of our senior consultants, with no commitment. We will discuss your objectives, look at the data you have, and give you an honest opinion on whether AI is the right answer, and if so, which approach makes sense.</p>
<h2>How We Price Projects</h2>
<p>Every organisation is different, so we do not publish a fixed price list. Each project is scoped after the free consultation and a discovery workshop, and you receive a detailed written proposal. Two models are available:</p>
<ul>
<li><strong>Fixed price:</strong> for well-defined deliverables such as a proof of concept, which typically takes 4 to 8 weeks.</li>
<li><strong>Time and materials:</strong> for longer projects whose scope evolves, with transparent monthly reporting and a budget ceiling agreed in advance.</li>
</ul>
<p>Ongoing support and model monitoring are offered as a monthly subscription sized to your needs.</p>
<h2>Other Requests</h2>
<p>Journalists, partners and job applicants can use the same email address. Job applications are welcome: see the careers section of our <a href="/en/about">About page</a>. To hear about our upcoming platform, visit the <a href="/en/product">Lumière Studio page</a>.</p>`,
    mainContent_fr: `<h2>Nous joindre</h2>
<p>Nous répondons à chaque demande sous 24 heures les jours ouvrés, en français ou en anglais.</p>
<h2>Horaires</h2>
<p>Notre équipe est joignable par téléphone et par e-mail du <strong>Lun-Ven 9h-18h</strong> (heure de Paris). Les visites dans nos bureaux se font <strong>sur rendez-vous</strong> uniquement : prévenez-nous à l'avance et nous serons ravis de vous accueillir.</p>
<h2>Consultation gratuite</h2>
<p>Vous ne savez pas par où commencer ? Réservez une <strong>consultation gratuite</strong> : un échange de 45 minutes, par téléphone ou dans nos locaux, avec l'un de nos consultants seniors, sans engagement. Nous discuterons de vos objectifs, examinerons les données dont vous disposez et vous donnerons un avis honnête : l'IA est-elle la bonne réponse et, si oui, quelle approche adopter ?</p>
<h2>Nos modalités de tarification</h2>
<p>Chaque organisation est différente : nous ne publions donc pas de grille tarifaire figée. Chaque projet est chiffré après la consultation gratuite et un atelier de cadrage, et vous recevez une proposition écrite détaillée. Deux formules sont possibles :</p>
<ul>
<li><strong>Forfait :</strong> pour des livrables bien définis comme une preuve de concept, qui dure généralement de 4 à 8 semaines.</li>
<li><strong>Régie (temps passé) :</strong> pour les projets plus longs dont le périmètre évolue, avec un suivi mensuel transparent et un plafond budgétaire convenu à l'avance.</li>
</ul>
<p>L'accompagnement et la supervision des modèles dans la durée sont proposés sous forme d'abonnement mensuel adapté à vos besoins.</p>
<h2>Autres demandes</h2>
<p>Journalistes, partenaires et candidats peuvent utiliser la même adresse e-mail. Les candidatures sont les bienvenues : consultez la rubrique carrières de notre <a href="/fr/about">page À propos</a>. Pour en savoir plus sur notre future plateforme, rendez-vous sur la <a href="/fr/product">page Lumière Studio</a>.</p>`,
  },
];
