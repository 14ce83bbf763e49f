import type { SeedPage } from "../types";

export const homePage: SeedPage = {
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
};
