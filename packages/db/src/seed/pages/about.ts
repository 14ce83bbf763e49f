import type { SeedPage } from "../types";

export const aboutPage: SeedPage = {
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
};
