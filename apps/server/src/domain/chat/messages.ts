// Aya's own words (greetings, the scope reply, the built-in engine's leads and offers): English
// here, French in the server catalog (packages/i18n/src/catalogs/server/fr.po) under the same id.
// The site name is a value, `{brand}`, from Settings; links are values too, built by the caller.
export const chatText = Object.freeze({
  // Scope reply (scope.ts): a lead sentence, then what Aya can help with.
  offTopic: /*i18n*/ {
    id: "chat.scope.offTopic",
    message: "I'm Aya, {brand}'s assistant: I can only help with questions about the company.",
  },
  notFoundReliable: /*i18n*/ {
    id: "chat.scope.notFound",
    message: "I couldn't find a reliable answer to that on our site, and I'd rather not guess.",
  },
  canHelpWith: /*i18n*/ {
    id: "chat.scope.canHelpWith",
    message:
      "I can tell you about our services (natural language processing, predictive analytics, computer vision…), how projects run and are priced, Lumière Studio, our articles and our contact details, or help you request a [free consultation]({contact}).",
  },
  // Small talk (intent.ts, handoff.ts).
  greeting: /*i18n*/ {
    id: "chat.smallTalk.greeting",
    message:
      "Hello! I'm Aya, {brand}'s assistant. Ask me about our services, our technology, Lumière Studio or our articles, or how to book a free consultation.",
  },
  thanks: /*i18n*/ { id: "chat.smallTalk.thanks", message: "You're welcome! Is there anything else I can help you with?" },
  introduction: /*i18n*/ {
    id: "chat.smallTalk.introduction",
    message:
      "Nice to meet you, {first}! I'm Aya, {brand}'s assistant. What would you like to know about our services, our projects or Lumière Studio?",
  },
  // Leads of a quote (built-in.ts): {link} and {source} are Markdown links.
  articleWord: /*i18n*/ { id: "chat.label.article", message: "article" },
  pageWord: /*i18n*/ { id: "chat.label.page", message: "page" },
  leadShort: /*i18n*/ { id: "chat.lead.short", message: "Our {link} says:" },
  leadArticle: /*i18n*/ { id: "chat.lead.article", message: "Here is what our article {source} says:" },
  leadPage: /*i18n*/ { id: "chat.lead.page", message: "Here is what our {source} says:" },
  seeAlso: /*i18n*/ { id: "chat.seeAlso", message: "See also: {source}." },
  // Offers of the free consultation; {link} is the contact page's.
  contactPageLabel: /*i18n*/ { id: "chat.label.contactPage", message: "contact page" },
  freeConsultationLabel: /*i18n*/ { id: "chat.label.freeConsultation", message: "free consultation" },
  offerHandoff: /*i18n*/ {
    id: "chat.offer.handoff",
    message:
      "Would you like to talk it through with one of our consultants? The first consultation is free and without commitment: I can open the consultation form for you, filled in with what you've told me, or you can use our {link}.",
  },
  offerShort: /*i18n*/ { id: "chat.offer.short", message: "Book a {link}: we reply within 24 hours." },
  offerLong: /*i18n*/ {
    id: "chat.offer.long",
    message:
      "Would you like to discuss your project, budget or a meeting? We offer a free, no-commitment consultation with one of our consultants: request it through our {link} and we will get back to you within 24 hours.",
  },
  // After the offer, when Site Configuration has a booking page.
  pickATimeLabel: /*i18n*/ { id: "chat.label.pickATime", message: "pick a time" },
  offerBooking: /*i18n*/ { id: "chat.offer.booking", message: "You can also {link} for a call in our calendar right away." },
  // Nothing found, nothing new, read more.
  contactUsLabel: /*i18n*/ { id: "chat.label.contactUs", message: "contact us" },
  notFoundShort: /*i18n*/ { id: "chat.notFound.short", message: "I couldn't find that on our site: {link}." },
  notFoundLong: /*i18n*/ {
    id: "chat.notFound.long",
    message:
      "I couldn't find anything about that on our site, and I'd rather not guess. Our team will be happy to answer you directly: {link}.",
  },
  nothingNew: /*i18n*/ {
    id: "chat.nothingNew",
    message: "I've shared the main points I found on this; the full text is here: {link}.",
  },
  thisArticle: /*i18n*/ { id: "chat.label.thisArticle", message: "this article" },
  thisPage: /*i18n*/ { id: "chat.label.thisPage", message: "this page" },
  readMore: /*i18n*/ { id: "chat.readMore", message: "See {link}." },
  moreOn: /*i18n*/ { id: "chat.moreOn", message: "More on our {link}." },
  // A service answer's article; the end of a conversation's subject.
  readMoreArticle: /*i18n*/ { id: "chat.readMoreArticle", message: "Read more: {link}." },
  subjectDone: /*i18n*/ { id: "chat.subjectDone", message: "That is all our article {link} says on this." },
  // What the showcase pages publish (pipeline/case-studies.ts); {link} is a Markdown link.
  noCaseStudies: /*i18n*/ {
    id: "chat.showcase.noCaseStudies",
    message:
      "No case studies published yet on our {link}: once they are, each will describe a client's challenge, our approach and the results, with figures.",
  },
  caseStudiesLabel: /*i18n*/ { id: "chat.label.caseStudies", message: "case studies page" },
  teamPreparing: /*i18n*/ {
    id: "chat.showcase.teamPreparing",
    message:
      "Our {link} is being prepared: it will present the consultants, data scientists and engineers who take your AI projects from the first workshop to production.",
  },
  teamLabel: /*i18n*/ { id: "chat.label.team", message: "team page" },
  teamListed: /*i18n*/ { id: "chat.showcase.teamListed", message: "Our {link} presents {people}." },
  latestArticles: /*i18n*/ { id: "chat.latestArticles", message: "Our latest articles: {list}." },
});

/** How Aya names the site's pages in a link ("our [About page](/en/about)"), by page id. */
export const pageLabels = Object.freeze({
  home: /*i18n*/ { id: "chat.pageLabel.home", message: "home page" },
  about: /*i18n*/ { id: "chat.pageLabel.about", message: "About page" },
  technology: /*i18n*/ { id: "chat.pageLabel.technology", message: "Technology page" },
  product: /*i18n*/ { id: "chat.pageLabel.product", message: "Lumière Studio page" },
  insights: /*i18n*/ { id: "chat.pageLabel.insights", message: "Insights" },
  contact: /*i18n*/ { id: "chat.pageLabel.contact", message: "Contact page" },
}) as Readonly<Record<string, { id: string; message: string }>>;

// Tone (tone.ts): greetings, thanks, goodbyes, frustration, insults and "who are you?". Each
// acknowledges, then offers help; {contact} is the contact page's path. Variants are chosen by seed.
export const toneText = Object.freeze({
  greeting1: /*i18n*/ {
    id: "chat.tone.greeting.1",
    message:
      "Hello! I'm Aya, {brand}'s assistant. I can tell you about our services, our projects and our articles, or help you book a [free consultation]({contact}). What can I do for you?",
  },
  greeting2: /*i18n*/ {
    id: "chat.tone.greeting.2",
    message:
      "Hello! I'm Aya, {brand}'s assistant. Ask me about our AI services, how a project runs, Lumière Studio or our articles, or request a [free consultation]({contact}).",
  },
  greeting3: /*i18n*/ {
    id: "chat.tone.greeting.3",
    message:
      "Hello! I'm Aya, {brand}'s assistant. Tell me what you're working on and I'll point you to the right service or article, or to a [free consultation]({contact}) with our team.",
  },
  thanks1: /*i18n*/ {
    id: "chat.tone.thanks.1",
    message: "You're welcome! Is there anything else I can help you with, about our services, a project or our articles?",
  },
  thanks2: /*i18n*/ {
    id: "chat.tone.thanks.2",
    message: "Glad I could help! If you'd like to go further, our consultants offer a [free consultation]({contact}).",
  },
  goodbye1: /*i18n*/ {
    id: "chat.tone.goodbye.1",
    message:
      "Goodbye, and thank you for stopping by! If I can help with anything else, I'm here; for a project, our [free consultation]({contact}) is always open.",
  },
  goodbye2: /*i18n*/ {
    id: "chat.tone.goodbye.2",
    message:
      "Goodbye, and thanks for your visit! I'm here whenever you need help with our services, or you can reach our team through the [contact page]({contact}).",
  },
  frustration1: /*i18n*/ {
    id: "chat.tone.frustration.1",
    message:
      "I'm sorry I haven't been more helpful. Could you tell me in a few words what you're looking for? I can help with our services, projects, pricing and articles, or you can talk to a consultant directly through a [free consultation]({contact}).",
  },
  frustration2: /*i18n*/ {
    id: "chat.tone.frustration.2",
    message:
      "Sorry about that, let's try again. Describe your need or your problem in your own words and I'll find what we have on it, or our team can answer you directly: [free consultation]({contact}).",
  },
  insult1: /*i18n*/ {
    id: "chat.tone.insult.1",
    message:
      "I'm sorry this is frustrating. I'd like to help: tell me what you're looking for, about our services, a project or our articles, or talk to one of our consultants through a [free consultation]({contact}).",
  },
  insult2: /*i18n*/ {
    id: "chat.tone.insult.2",
    message:
      "I understand your frustration, and I'm sorry. If you tell me what you need, I'll do my best to help; our team is also available through a [free consultation]({contact}).",
  },
  whoAreYou1: /*i18n*/ {
    id: "chat.tone.whoAreYou.1",
    message:
      "I'm Aya, {brand}'s virtual assistant. I answer questions about our services, how our projects run, Lumière Studio and our articles, and I can help you request a [free consultation]({contact}).",
  },
  whoAreYou2: /*i18n*/ {
    id: "chat.tone.whoAreYou.2",
    message:
      "I'm Aya, the assistant of {brand}, an AI consultancy. I can tell you about our services and articles, or put you in touch with a consultant through a [free consultation]({contact}).",
  },
});
