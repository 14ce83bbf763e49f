// Who we are, what we do and sell, how a project runs, where and how to reach us.
import { q, type SeedKnowledge } from "./types";

export const companyKnowledge: SeedKnowledge[] = [
  {
    topic: "What we do",
    pageId: "home",
    questions_en: q(
      "What does Lumière AI do?",
      "What kind of company are you?",
      "Who are you as a company?",
      "What is Lumière AI?",
      "What is your business?",
    ),
    questions_fr: q(
      "Que fait Lumière AI ?",
      "Quel genre d'entreprise êtes-vous ?",
      "Qui êtes-vous comme entreprise ?",
      "C'est quoi Lumière AI ?",
      "Quelle est votre activité ?",
    ),
    answer_en:
      "Lumière AI is an AI consultancy based in Paris. We help organisations turn artificial intelligence into measurable business results, from the first workshop to systems running in production, in four areas: natural language processing, predictive analytics, adaptive learning and computer vision.",
    answer_fr:
      "Lumière AI est un cabinet de conseil en intelligence artificielle basé à Paris. Nous aidons les organisations à transformer l'IA en résultats concrets et mesurables, du premier atelier jusqu'aux systèmes en production, dans quatre domaines : le traitement du langage naturel, l'analyse prédictive, l'apprentissage adaptatif et la vision par ordinateur.",
  },
  {
    topic: "Services",
    pageId: "home",
    questions_en: q(
      "What services do you offer?",
      "What do you offer?",
      "What are your areas of expertise?",
      "What can you do for us?",
      "services",
      "expertise",
      "offer",
    ),
    questions_fr: q(
      "Quels services proposez-vous ?",
      "Qu'est-ce que vous proposez ?",
      "Quels sont vos domaines d'expertise ?",
      "Que pouvez-vous faire pour nous ?",
      "services",
      "expertise",
      "offre",
    ),
    answer_en:
      "We work in four areas: natural language processing (assistants on your documents, e-mail triage, data extraction from contracts), predictive analytics (demand forecasting, churn prediction, credit risk, predictive maintenance), adaptive learning (personalised training and recommendations) and computer vision (defect detection, document reading, stock tracking, medical imaging).",
    answer_fr:
      "Nous intervenons dans quatre domaines : le traitement du langage naturel (assistants sur vos documents, tri des e-mails, extraction de données des contrats), l'analyse prédictive (prévision de la demande, attrition, risque de crédit, maintenance prédictive), l'apprentissage adaptatif (formations personnalisées, recommandations) et la vision par ordinateur (détection de défauts, lecture de documents, suivi des stocks, imagerie médicale).",
  },
  {
    topic: "Pricing",
    pageId: "contact",
    questions_en: q(
      "How does your pricing work?",
      "How much does it cost?",
      "How much do you charge?",
      "What are your prices?",
      "Do you have a price list?",
      "pricing",
      "price",
      "cost",
      "fees",
      "rates",
      "budget",
    ),
    questions_fr: q(
      "Comment fonctionnent vos tarifs ?",
      "Combien ça coûte ?",
      "Combien facturez-vous ?",
      "Quels sont vos prix ?",
      "Avez-vous une grille tarifaire ?",
      "tarifs",
      "prix",
      "coût",
      "tarification",
      "budget",
      "devis",
    ),
    answer_en:
      "We don't publish a fixed price list: each project is scoped after the free consultation and a discovery workshop, and you receive a detailed written proposal. Two models are available: a fixed price for well-defined deliverables such as a proof of concept, or time and materials for longer projects, with monthly reporting and a budget ceiling agreed in advance. Ongoing support is a monthly subscription.",
    answer_fr:
      "Nous ne publions pas de grille tarifaire figée : chaque projet est chiffré après la consultation gratuite et un atelier de cadrage, puis vous recevez une proposition écrite détaillée. Deux formules sont possibles : le forfait pour des livrables bien définis comme une preuve de concept, ou la régie (temps passé) pour les projets plus longs, avec un suivi mensuel et un plafond budgétaire convenu à l'avance. L'accompagnement dans la durée est un abonnement mensuel.",
  },
  {
    topic: "Project duration",
    pageId: "about",
    questions_en: q(
      "How long does a project take?",
      "How long does a proof of concept take?",
      "What is the typical duration of a project?",
      "How long until production?",
      "timeline",
      "duration",
      "how long",
    ),
    questions_fr: q(
      "Combien de temps dure un projet ?",
      "Combien de temps faut-il pour une preuve de concept ?",
      "Quelle est la durée d'un projet ?",
      "Quel délai jusqu'à la production ?",
      "durée",
      "délai",
      "combien de temps",
    ),
    answer_en:
      "A proof of concept takes 4 to 8 weeks on your real data. Putting the solution into production usually takes two to four more months, so most projects go from the first workshop to a system in production in three to six months, depending on your data and the integration work.",
    answer_fr:
      "Une preuve de concept prend 4 à 8 semaines sur vos données réelles. La mise en production demande ensuite généralement deux à quatre mois de plus : la plupart des projets passent du premier atelier à un système en production en trois à six mois, selon vos données et la complexité de l'intégration.",
  },
  {
    topic: "How a project runs",
    pageId: "about",
    questions_en: q(
      "What are the steps of a project?",
      "How does a project work?",
      "What is your approach?",
      "What happens in the discovery workshop?",
      "process",
      "methodology",
      "steps",
    ),
    questions_fr: q(
      "Quelles sont les étapes d'un projet ?",
      "Comment se déroule un projet ?",
      "Quelle est votre approche ?",
      "Que se passe-t-il pendant l'atelier de cadrage ?",
      "processus",
      "méthode",
      "étapes",
    ),
    answer_en:
      "Every project follows four stages, and you can stop after any of them: a discovery workshop (one or two days with your teams, after the free consultation), a proof of concept in 4 to 8 weeks, production (usually two to four more months) and then support and improvement under a support agreement.",
    answer_fr:
      "Chaque projet suit quatre étapes, et vous pouvez vous arrêter après chacune : un atelier de cadrage (un ou deux jours avec vos équipes, après la consultation gratuite), une preuve de concept en 4 à 8 semaines, la mise en production (généralement deux à quatre mois de plus), puis l'accompagnement et l'amélioration dans le cadre d'un contrat de support.",
  },
  {
    topic: "Team",
    pageId: "about",
    questions_en: q(
      "How many people work at Lumière AI?",
      "How big is your team?",
      "How many employees do you have?",
      "Who is on the team?",
      "team",
      "staff",
      "employees",
    ),
    questions_fr: q(
      "Combien de personnes travaillent chez vous ?",
      "Quelle est la taille de votre équipe ?",
      "Combien de salariés avez-vous ?",
      "Qui compose l'équipe ?",
      "équipe",
      "salariés",
      "collaborateurs",
      "effectif",
    ),
    answer_en:
      "Our team has more than twenty people: data scientists, machine learning engineers and software engineers, working from our Paris office with clients across France and Europe.",
    answer_fr:
      "Notre équipe compte plus de vingt personnes : data scientists, ingénieurs en apprentissage automatique et ingénieurs logiciel, qui travaillent depuis nos bureaux parisiens pour des clients en France et partout en Europe.",
  },
  {
    topic: "Office",
    pageId: "contact",
    questions_en: q("Where is your office?", "Where are you located?", "What is your address?", "address", "office", "location"),
    questions_fr: q("Où sont vos bureaux ?", "Où êtes-vous situés ?", "Quelle est votre adresse ?", "adresse", "bureaux", "localisation"),
    answer_en: "Our office is at {address}. Visits are by appointment only.",
    answer_fr: "Nos bureaux se trouvent au {address}. Les visites se font uniquement sur rendez-vous.",
  },
  {
    topic: "Opening hours",
    pageId: "contact",
    questions_en: q("What are your opening hours?", "When are you open?", "When can I reach you?", "hours", "opening hours"),
    questions_fr: q(
      "Quels sont vos horaires ?",
      "Quand êtes-vous ouverts ?",
      "Quand êtes-vous joignables ?",
      "horaires",
      "heures d'ouverture",
    ),
    answer_en:
      "Our team is available by phone and e-mail {hours} (Paris time), and we reply to every message within 24 hours on business days.",
    answer_fr:
      "Notre équipe est joignable par téléphone et par e-mail {hours} (heure de Paris), et nous répondons à chaque message sous 24 heures les jours ouvrés.",
  },
  {
    topic: "Visits",
    pageId: "contact",
    questions_en: q("Can I visit your office?", "Can I come by?", "Can I drop in?", "visit"),
    questions_fr: q("Peut-on venir vous voir ?", "Puis-je passer à vos bureaux ?", "Peut-on visiter vos locaux ?", "visite"),
    answer_en: "Yes, by appointment only: let us know in advance and we will be happy to welcome you at {address}.",
    answer_fr: "Oui, uniquement sur rendez-vous : prévenez-nous à l'avance et nous serons ravis de vous accueillir au {address}.",
  },
  {
    topic: "Contact details",
    pageId: "contact",
    questions_en: q(
      "How can I contact you?",
      "What is your email address?",
      "What is your phone number?",
      "How quickly do you reply?",
      "email",
      "phone",
      "contact",
    ),
    questions_fr: q(
      "Comment vous contacter ?",
      "Quelle est votre adresse e-mail ?",
      "Quel est votre numéro de téléphone ?",
      "Sous quel délai répondez-vous ?",
      "e-mail",
      "téléphone",
      "contact",
    ),
    answer_en:
      "You can e-mail us at {email} or call {phone}, {hours} (Paris time). We reply to every message within 24 hours on business days, in English or French.",
    answer_fr:
      "Vous pouvez nous écrire à {email} ou nous appeler au {phone}, {hours} (heure de Paris). Nous répondons à chaque message sous 24 heures les jours ouvrés, en français ou en anglais.",
  },
  {
    topic: "Free consultation",
    pageId: "contact",
    questions_en: q("Is the first consultation free?", "What is the free consultation?", "How do I book a consultation?", "consultation"),
    questions_fr: q(
      "La première consultation est-elle gratuite ?",
      "En quoi consiste la consultation gratuite ?",
      "Comment réserver une consultation ?",
      "consultation",
    ),
    answer_en:
      "Yes, the first consultation is free and without commitment: a 45-minute call or meeting with one of our senior consultants to discuss your objectives, look at your data and give you an honest opinion on whether AI is the right answer.",
    answer_fr:
      "Oui, la première consultation est gratuite et sans engagement : un échange de 45 minutes, par téléphone ou dans nos locaux, avec l'un de nos consultants seniors pour parler de vos objectifs, examiner vos données et vous donner un avis honnête sur l'intérêt de l'IA.",
  },
];
