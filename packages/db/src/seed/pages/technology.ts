import type { SeedPage } from "../types";

export const technologyPage: SeedPage = {
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
};
