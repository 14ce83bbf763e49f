import type { Lang } from "@lumiere/i18n";
import type { PageId } from "@lumiere/validation";
import type { LocalizedPage } from "./localized-page";

// Built-in copy shown when a page has no record (spec §2, §4). It is its own chunk: loaded only by
// a loader that found no record, never with a normal page.

// The company's facts are placeholders filled from Settings at render (lib/company-facts.ts).
const fact = (key: string) => `<span data-company-fact="${key}"></span>`;
const contact = { address: fact("addressFull"), email: fact("email") };

const copy: Record<PageId, Record<Lang, LocalizedPage>> = {
  home: {
    en: {
      title: "Home",
      description:
        "Lumière AI is a Paris AI consultancy: natural language processing, predictive analytics, adaptive learning and computer vision for your business.",
      hero: "<h1>Riding the Cutting-Edge AI Technology</h1><p>We help organisations turn artificial intelligence into measurable business results, from the first workshop to systems running in production.</p>",
      main: "",
    },
    fr: {
      title: "Accueil",
      description:
        "Lumière AI, cabinet de conseil en IA à Paris : traitement du langage, analyse prédictive, apprentissage adaptatif et vision par ordinateur.",
      hero: "<h1>Surfer sur la vague de l'IA de pointe</h1><p>Nous aidons les organisations à transformer l'intelligence artificielle en résultats concrets et mesurables, du premier atelier jusqu'aux systèmes en production.</p>",
      main: "",
    },
  },
  technology: {
    en: {
      title: "Technology",
      description: "The AI technology we build with: language models, machine learning frameworks, MLOps and secure European hosting.",
      hero: "<h1>The Technology Behind Our Solutions</h1><p>Proven open-source tools, modern machine learning and rigorous engineering, assembled to fit your data and your infrastructure.</p>",
      main: "<h2>Our Technology Stack</h2><p>We choose the simplest tool that solves your problem reliably and favour open standards, so you are never locked in to a single vendor.</p><ul><li><strong>Language models and retrieval-augmented generation</strong> for assistants that answer from your own documents.</li><li><strong>PyTorch, TensorFlow and scikit-learn</strong> for modelling.</li><li><strong>PostgreSQL and vector databases</strong> for data.</li><li><strong>Kubernetes and MLOps</strong> for deployment and model monitoring.</li></ul><h2>Data Security</h2><p>Your data is hosted in the European Union or on your own premises, and is never used to train third-party models.</p>",
    },
    fr: {
      title: "Technologie",
      description:
        "Les technologies d'IA que nous utilisons : modèles de langage, frameworks d'apprentissage automatique, MLOps et hébergement européen sécurisé.",
      hero: "<h1>La technologie au cœur de nos solutions</h1><p>Des outils open source éprouvés, un apprentissage automatique moderne et une ingénierie rigoureuse, adaptés à vos données et à votre infrastructure.</p>",
      main: "<h2>Notre socle technologique</h2><p>Nous choisissons l'outil le plus simple qui résout votre problème de façon fiable et privilégions les standards ouverts : vous ne dépendez jamais d'un seul fournisseur.</p><ul><li><strong>Modèles de langage et génération augmentée par récupération</strong> pour des assistants qui répondent à partir de vos propres documents.</li><li><strong>PyTorch, TensorFlow et scikit-learn</strong> pour la modélisation.</li><li><strong>PostgreSQL et bases vectorielles</strong> pour les données.</li><li><strong>Kubernetes et MLOps</strong> pour le déploiement et la supervision des modèles.</li></ul><h2>Sécurité des données</h2><p>Vos données sont hébergées dans l'Union européenne ou sur vos propres serveurs, et ne servent jamais à entraîner des modèles tiers.</p>",
    },
  },
  about: {
    en: {
      title: "About Us",
      description: "Meet Lumière AI, a Paris team of data scientists and engineers delivering responsible AI.",
      hero: "<h1>About Lumière AI</h1><p>A Paris-based team of data scientists and engineers helping organisations put artificial intelligence to work, responsibly and for the long term.</p>",
      main: "<h2>Our Mission</h2><p>Our mission is to make cutting-edge AI useful, responsible and accessible to organisations of every size. We measure our success by the results our clients obtain.</p><h2>Our Approach</h2><p>Every engagement starts with a free consultation, continues with a discovery workshop and a proof of concept, and ends with a system in production that your teams understand and control.</p>",
    },
    fr: {
      title: "À propos",
      description: "Découvrez Lumière AI, une équipe parisienne de data scientists et d'ingénieurs au service d'une IA responsable.",
      hero: "<h1>À propos de Lumière AI</h1><p>Une équipe parisienne de data scientists et d'ingénieurs qui aide les organisations à mettre l'intelligence artificielle au travail, de manière responsable et durable.</p>",
      main: "<h2>Notre mission</h2><p>Notre mission est de rendre l'IA de pointe utile, responsable et accessible aux organisations de toutes tailles. Nous mesurons notre réussite aux résultats obtenus par nos clients.</p><h2>Notre démarche</h2><p>Chaque mission commence par une consultation gratuite, se poursuit par un atelier de cadrage et une preuve de concept, et aboutit à un système en production que vos équipes comprennent et maîtrisent.</p>",
    },
  },
  product: {
    en: {
      title: "Product",
      description: "Lumière Studio is coming soon: one platform to build, deploy and monitor AI assistants and predictive models.",
      hero: "<h1>Lumière Studio: Coming Soon</h1><p>One platform to build, deploy and monitor AI assistants and predictive models on your own data, securely hosted in Europe.</p>",
      main: "<h2>Be the First to Know</h2><p>Lumière Studio is in private beta. Leave your email address and we will tell you as soon as it launches.</p>",
    },
    fr: {
      title: "Produit",
      description: "Lumière Studio arrive bientôt : une plateforme pour créer, déployer et superviser assistants IA et modèles prédictifs.",
      hero: "<h1>Lumière Studio : bientôt disponible</h1><p>Une seule plateforme pour créer, déployer et superviser des assistants IA et des modèles prédictifs sur vos propres données, hébergée en Europe.</p>",
      main: "<h2>Soyez parmi les premiers informés</h2><p>Lumière Studio est en version bêta privée. Laissez-nous votre adresse e-mail et nous vous préviendrons dès son lancement.</p>",
    },
  },
  insights: {
    en: {
      title: "Insights",
      description: "Practical articles from Lumière AI on artificial intelligence, data and machine learning.",
      hero: "<h1>Insights</h1><p>Practical articles on artificial intelligence, data and machine learning, written by the people who build these systems every day.</p>",
      main: "",
    },
    fr: {
      title: "Analyses",
      description: "Des articles concrets de Lumière AI sur l'intelligence artificielle, les données et l'apprentissage automatique.",
      hero: "<h1>Analyses</h1><p>Des articles concrets sur l'intelligence artificielle, les données et l'apprentissage automatique, écrits par celles et ceux qui construisent ces systèmes au quotidien.</p>",
      main: "",
    },
  },
  contact: {
    en: {
      title: "Contact Us",
      description: "Get in touch with our AI experts",
      hero: "<h1>Contact Us</h1><p>Get in touch with our AI experts. Tell us about your project and we will get back to you within 24 hours.</p>",
      // The spec's built-in contact copy: e-mail, phone, the Paris main office, its hours.
      main: `<h2>Get in Touch</h2><ul><li><strong>Email:</strong> ${fact("email")}</li><li><strong>Phone:</strong> ${fact("phone")}</li><li><strong>Paris main office:</strong> ${fact("address")}</li></ul><h2>Opening Hours</h2><p><strong>${fact("hours")}</strong> (Paris time). ${fact("note")}.</p>`,
    },
    fr: {
      title: "Contactez-nous",
      description: "Contactez nos experts en IA",
      hero: "<h1>Contactez-nous</h1><p>Contactez nos experts en IA. Parlez-nous de votre projet : nous vous répondrons sous 24 heures.</p>",
      main: `<h2>Nous joindre</h2><ul><li><strong>E-mail\u00a0:</strong> ${fact("email")}</li><li><strong>Téléphone\u00a0:</strong> ${fact("phone")}</li><li><strong>Bureau principal à Paris\u00a0:</strong> ${fact("address")}</li></ul><h2>Horaires</h2><p><strong>${fact("hours")}</strong> (heure de Paris). ${fact("note")}.</p>`,
    },
  },
  // Legal pages: their record holds the full text; without it, who to ask.
  privacy: {
    en: {
      title: "Privacy Policy",
      description: "How Lumière AI handles your personal data and how to exercise your GDPR rights.",
      hero: "<h1>Privacy Policy</h1><p>We use the data you send us only to answer you.</p>",
      main: `<p>The data controller is Lumière AI SAS, ${contact.address}. To access, correct or erase your data, or for any question, write to <strong>${contact.email}</strong>. You may also lodge a complaint with the CNIL (www.cnil.fr).</p>`,
    },
    fr: {
      title: "Politique de confidentialité",
      description: "Comment Lumière AI traite vos données personnelles et comment exercer vos droits RGPD.",
      hero: "<h1>Politique de confidentialité</h1><p>Nous utilisons les données que vous nous envoyez uniquement pour vous répondre.</p>",
      main: `<p>Le responsable du traitement est Lumière AI SAS, ${contact.address}. Pour accéder à vos données, les rectifier ou les effacer, ou pour toute question, écrivez à <strong>${contact.email}</strong>. Vous pouvez aussi adresser une réclamation à la CNIL (www.cnil.fr).</p>`,
    },
  },
  terms: {
    en: {
      title: "Terms and Conditions",
      description: "The terms for using the Lumière AI website.",
      hero: "<h1>Terms and Conditions</h1><p>The rules for using this website.</p>",
      main: `<p>This website is published by Lumière AI SAS, ${contact.address}, and governed by French law. Questions: <strong>${contact.email}</strong>.</p>`,
    },
    fr: {
      title: "Conditions générales d'utilisation",
      description: "Les conditions d'utilisation du site Lumière AI.",
      hero: "<h1>Conditions générales d'utilisation</h1><p>Les règles d'utilisation de ce site.</p>",
      main: `<p>Ce site est édité par Lumière AI SAS, ${contact.address}, et régi par le droit français. Questions\u00a0: <strong>${contact.email}</strong>.</p>`,
    },
  },
  cookies: {
    en: {
      title: "Cookie Policy",
      description: "The Lumière AI website uses no tracking or advertising cookies.",
      hero: "<h1>Cookie Policy</h1><p>No tracking, no advertising.</p>",
      main: "<p>Public pages set no cookies. Staff who sign in to the administration area receive one strictly necessary session cookie.</p>",
    },
    fr: {
      title: "Politique relative aux cookies",
      description: "Le site de Lumière AI n'utilise aucun cookie publicitaire ni traceur.",
      hero: "<h1>Politique relative aux cookies</h1><p>Aucun traceur, aucune publicité.</p>",
      main: "<p>Les pages publiques ne déposent aucun cookie. Les membres de l'équipe qui se connectent à l'administration reçoivent un seul cookie de session, strictement nécessaire.</p>",
    },
  },
};

export function fallbackPage(pageId: PageId, lang: Lang): LocalizedPage {
  return copy[pageId][lang];
}
