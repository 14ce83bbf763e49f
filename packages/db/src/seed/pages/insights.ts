import type { SeedPage } from "../types";

export const insightsPage: SeedPage = {
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
};
