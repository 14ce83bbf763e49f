import type { SeedPage } from "../types";

export const contactPage: SeedPage = {
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
<p>Notre équipe est joignable par téléphone et par e-mail <strong>Lun-Ven 9h-18h</strong> (heure de Paris). Les visites dans nos bureaux se font <strong>sur rendez-vous</strong> uniquement : prévenez-nous à l'avance et nous serons ravis de vous accueillir.</p>
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
};
