import type { SeedPage } from "../types";

export const productPage: SeedPage = {
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
};
