import type { SeedPage } from "./types";

// The legal pages the footer links to, as editable page records. Written for Lumière AI, a
// French company: GDPR (RGPD) and the French Data Protection Act, CNIL as the authority.

const company = "Lumière AI SAS, 12 Rue de la Paix, 75002 Paris, France";

export const seedLegalPages: SeedPage[] = [
  {
    pageId: "privacy",
    title_en: "Privacy Policy",
    title_fr: "Politique de confidentialité",
    metaDescription_en:
      "How Lumière AI collects, uses and protects your personal data, how long we keep it and how to exercise your GDPR rights.",
    metaDescription_fr:
      "Comment Lumière AI collecte, utilise et protège vos données personnelles, combien de temps nous les conservons et comment exercer vos droits RGPD.",
    heroSection_en:
      "<h1>Privacy Policy</h1><p>What we collect when you contact us, why, for how long, and the rights you have over it.</p>",
    heroSection_fr:
      "<h1>Politique de confidentialité</h1><p>Ce que nous collectons lorsque vous nous contactez, pourquoi, pour combien de temps, et les droits dont vous disposez.</p>",
    mainContent_en: `<h2>Who is responsible</h2>
<p>The data controller is ${company}. For any question about your data, write to <strong>contact@lumiere-ai.fr</strong> with the subject "Personal data".</p>
<h2>What we collect and why</h2>
<ul>
<li><strong>Contact form:</strong> first and last name, e-mail address, company (optional), subject and message, to answer you. Legal basis: our legitimate interest in replying to the people who write to us.</li>
<li><strong>Free consultation requests:</strong> name, e-mail address, company and project description, to schedule and prepare the consultation. Legal basis: steps taken at your request before a possible contract.</li>
<li><strong>Product launch signups:</strong> your e-mail address, to tell you when our product launches. Legal basis: your consent, which you confirm by clicking the link we send and may withdraw at any time with the unsubscribe link in every e-mail.</li>
<li><strong>Assistant (chat):</strong> the messages you type, to answer you and keep the context of the conversation. Do not type sensitive information.</li>
</ul>
<p>With each form we also record the information notice you were shown and when, and the language of the page, to reply in your language. We do not sell your data, do not use it for advertising and do not make automated decisions about you.</p>
<h2>How long we keep it</h2>
<ul>
<li>Contact messages and consultation requests: 24 months after your last exchange with us, unless a contract follows.</li>
<li>Launch signups: until you unsubscribe, and at most 24 months.</li>
<li>Assistant conversations: 30 days.</li>
</ul>
<h2>Who receives it</h2>
<p>Only the members of our team who handle your request, and our technical providers (hosting and e-mail delivery) acting on our instructions. Your data is hosted in the European Union.</p>
<h2>Your rights</h2>
<p>Under the GDPR and the French Data Protection Act you may access your data, have it corrected or erased, restrict or object to its use, receive it in a portable format, withdraw your consent at any time and give instructions for what happens to it after your death. Write to <strong>contact@lumiere-ai.fr</strong>; we answer within one month. If you believe your rights are not respected, you may lodge a complaint with the CNIL (<a href="https://www.cnil.fr">www.cnil.fr</a>).</p>
<h2>Changes</h2>
<p>We will update this page if our practices change. Last update: November 2026.</p>`,
    mainContent_fr: `<h2>Responsable du traitement</h2>
<p>Le responsable du traitement est ${company}. Pour toute question sur vos données, écrivez à <strong>contact@lumiere-ai.fr</strong> avec l'objet « Données personnelles ».</p>
<h2>Ce que nous collectons et pourquoi</h2>
<ul>
<li><strong>Formulaire de contact :</strong> nom, prénom, adresse e-mail, société (facultative), objet et message, pour vous répondre. Base légale : notre intérêt légitime à répondre aux personnes qui nous écrivent.</li>
<li><strong>Demandes de consultation gratuite :</strong> nom, adresse e-mail, société et description du projet, pour organiser et préparer la consultation. Base légale : mesures précontractuelles prises à votre demande.</li>
<li><strong>Inscriptions au lancement du produit :</strong> votre adresse e-mail, pour vous prévenir du lancement. Base légale : votre consentement, que vous confirmez en cliquant sur le lien envoyé et que vous pouvez retirer à tout moment grâce au lien de désinscription présent dans chaque e-mail.</li>
<li><strong>Assistant (chat) :</strong> les messages que vous saisissez, pour vous répondre et garder le fil de la conversation. N'y saisissez pas d'informations sensibles.</li>
</ul>
<p>Avec chaque formulaire, nous enregistrons aussi la mention d'information qui vous a été présentée et sa date, ainsi que la langue de la page, pour vous répondre dans votre langue. Nous ne vendons pas vos données, ne les utilisons pas à des fins publicitaires et ne prenons aucune décision automatisée à votre sujet.</p>
<h2>Durées de conservation</h2>
<ul>
<li>Messages de contact et demandes de consultation : 24 mois après notre dernier échange, sauf si un contrat s'ensuit.</li>
<li>Inscriptions au lancement : jusqu'à votre désinscription, et au plus 24 mois.</li>
<li>Conversations avec l'assistant : 30 jours.</li>
</ul>
<h2>Destinataires</h2>
<p>Seuls les membres de notre équipe qui traitent votre demande, et nos prestataires techniques (hébergement et envoi d'e-mails) agissant sur nos instructions. Vos données sont hébergées dans l'Union européenne.</p>
<h2>Vos droits</h2>
<p>Conformément au RGPD et à la loi Informatique et Libertés, vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter l'utilisation ou vous y opposer, les recevoir dans un format portable, retirer votre consentement à tout moment et définir des directives relatives à leur sort après votre décès. Écrivez à <strong>contact@lumiere-ai.fr</strong> ; nous répondons sous un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (<a href="https://www.cnil.fr">www.cnil.fr</a>).</p>
<h2>Modifications</h2>
<p>Nous mettrons cette page à jour si nos pratiques évoluent. Dernière mise à jour : novembre 2026.</p>`,
  },
  {
    pageId: "terms",
    title_en: "Terms and Conditions",
    title_fr: "Conditions générales d'utilisation",
    metaDescription_en: "The terms for using the Lumière AI website: publisher, intellectual property, liability and applicable law.",
    metaDescription_fr:
      "Les conditions d'utilisation du site Lumière AI : éditeur, propriété intellectuelle, responsabilité et droit applicable.",
    heroSection_en: "<h1>Terms and Conditions</h1><p>The rules for using this website.</p>",
    heroSection_fr: "<h1>Conditions générales d'utilisation</h1><p>Les règles d'utilisation de ce site.</p>",
    mainContent_en: `<h2>Publisher</h2>
<p>This website is published by ${company}. Contact: contact@lumiere-ai.fr, +33 1 23 45 67 89. Hosting: a provider located in the European Union.</p>
<h2>Use of the website</h2>
<p>The website presents our services and lets you contact us, request a free consultation, sign up for our product launch and talk with our assistant. You agree to use it lawfully and not to disrupt it or send automated or abusive requests.</p>
<h2>Content and intellectual property</h2>
<p>Texts, articles, images and logos on this website belong to Lumière AI or its partners. You may quote short extracts with a link to the source; any other reproduction requires our written permission.</p>
<h2>Information and the assistant</h2>
<p>Articles and the assistant's answers are general information, not professional advice for your situation. The assistant may make mistakes; for a commitment on a project, rely on a written proposal from our team.</p>
<h2>Liability</h2>
<p>We do our best to keep the website available and its content accurate, but cannot guarantee uninterrupted access. We are not responsible for the content of external websites we link to.</p>
<h2>Personal data</h2>
<p>How we handle your data is described in our <a href="/en/privacy">Privacy Policy</a> and our <a href="/en/cookies">Cookie Policy</a>.</p>
<h2>Applicable law</h2>
<p>These terms are governed by French law. Any dispute falls under the jurisdiction of the courts of Paris, subject to mandatory consumer protection rules.</p>`,
    mainContent_fr: `<h2>Éditeur</h2>
<p>Ce site est édité par ${company}. Contact : contact@lumiere-ai.fr, +33 1 23 45 67 89. Hébergement : un prestataire situé dans l'Union européenne.</p>
<h2>Utilisation du site</h2>
<p>Le site présente nos services et vous permet de nous contacter, de demander une consultation gratuite, de vous inscrire au lancement de notre produit et d'échanger avec notre assistant. Vous vous engagez à l'utiliser de manière licite, sans en perturber le fonctionnement ni envoyer de requêtes automatisées ou abusives.</p>
<h2>Contenus et propriété intellectuelle</h2>
<p>Les textes, articles, images et logos de ce site appartiennent à Lumière AI ou à ses partenaires. Vous pouvez en citer de courts extraits avec un lien vers la source ; toute autre reproduction nécessite notre autorisation écrite.</p>
<h2>Informations et assistant</h2>
<p>Les articles et les réponses de l'assistant sont des informations générales et non un conseil adapté à votre situation. L'assistant peut se tromper ; pour tout engagement sur un projet, seule une proposition écrite de notre équipe fait foi.</p>
<h2>Responsabilité</h2>
<p>Nous faisons de notre mieux pour que le site soit disponible et son contenu exact, sans pouvoir garantir un accès ininterrompu. Nous ne sommes pas responsables du contenu des sites externes vers lesquels nous renvoyons.</p>
<h2>Données personnelles</h2>
<p>Le traitement de vos données est décrit dans notre <a href="/fr/privacy">politique de confidentialité</a> et notre <a href="/fr/cookies">politique relative aux cookies</a>.</p>
<h2>Droit applicable</h2>
<p>Les présentes conditions sont régies par le droit français. Tout litige relève des tribunaux de Paris, sous réserve des règles impératives de protection des consommateurs.</p>`,
  },
  {
    pageId: "cookies",
    title_en: "Cookie Policy",
    title_fr: "Politique relative aux cookies",
    metaDescription_en: "Lumière AI's website uses no advertising or tracking cookies: only what is strictly needed to run it.",
    metaDescription_fr:
      "Le site de Lumière AI n'utilise aucun cookie publicitaire ni traceur : seulement ce qui est strictement nécessaire à son fonctionnement.",
    heroSection_en: "<h1>Cookie Policy</h1><p>Short version: no tracking, no advertising, no consent banner needed.</p>",
    heroSection_fr:
      "<h1>Politique relative aux cookies</h1><p>En bref : aucun traceur, aucune publicité, donc aucun bandeau de consentement.</p>",
    mainContent_en: `<h2>What we use</h2>
<p>Visitors of the public website receive <strong>no cookies</strong>: we use no analytics, advertising or social-media trackers. The conversation with our assistant is identified by a random number held in the page's memory only, forgotten when you close or reload the page.</p>
<p>Our staff who sign in to the administration area receive one cookie, <strong>lumiere_session</strong>, which keeps them signed in. It is strictly necessary, contains no personal data (only a random token) and expires after the inactivity period set by the site's administrators.</p>
<h2>Consent</h2>
<p>Under the French rules (CNIL guidelines), strictly necessary cookies do not require consent, which is why this website shows no cookie banner. If we ever add a cookie that needs your consent, we will ask for it first and update this page.</p>
<h2>Questions</h2>
<p>Write to contact@lumiere-ai.fr. See also our <a href="/en/privacy">Privacy Policy</a>.</p>`,
    mainContent_fr: `<h2>Ce que nous utilisons</h2>
<p>Les visiteurs du site public ne reçoivent <strong>aucun cookie</strong> : nous n'utilisons ni mesure d'audience, ni publicité, ni traceur de réseaux sociaux. La conversation avec notre assistant est identifiée par un numéro aléatoire conservé uniquement dans la mémoire de la page, oublié dès que vous la fermez ou la rechargez.</p>
<p>Les membres de notre équipe qui se connectent à l'espace d'administration reçoivent un cookie, <strong>lumiere_session</strong>, qui les garde connectés. Il est strictement nécessaire, ne contient aucune donnée personnelle (seulement un jeton aléatoire) et expire après la durée d'inactivité fixée par les administrateurs du site.</p>
<h2>Consentement</h2>
<p>Selon les règles françaises (lignes directrices de la CNIL), les cookies strictement nécessaires ne requièrent pas de consentement ; c'est pourquoi ce site n'affiche aucun bandeau cookies. Si nous ajoutons un jour un cookie soumis à consentement, nous vous le demanderons d'abord et mettrons cette page à jour.</p>
<h2>Questions</h2>
<p>Écrivez à contact@lumiere-ai.fr. Voir aussi notre <a href="/fr/privacy">politique de confidentialité</a>.</p>`,
  },
];
