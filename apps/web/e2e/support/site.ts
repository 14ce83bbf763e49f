import { MIN_FILL_MS } from "@lumiere/validation";
import { expect, type Locator, type Page } from "./fixtures";

export type Lang = "en" | "fr";
export const LANGS: Lang[] = ["en", "fr"];

/** The interface strings the journeys look for, as the visitor sees them (spec §2, §4, §5, §8 and the fr catalogs). */
export const STRINGS = {
  en: {
    freeConsultation: "Free Consultation",
    consultationTitle: "Request a Free Consultation",
    name: "Name",
    email: "Email",
    company: "Company",
    submitConsultation: "Request Consultation",
    submitting: "Submitting...",
    nameRequired: "Name is required",
    emailInvalid: "Invalid email address",
    success: "Success!",
    consultationSuccess: "Thank you! We'll contact you within 24 hours to schedule your free consultation.",
    error: "Error",
    consultationError: "Failed to submit consultation request. Please try again.",
    notifyButton: "Notify Me of Launch",
    notifyTitle: "Get Notified at Launch",
    notifySubmit: "Notify Me",
    invalidEmail: "Invalid email",
    notifyEmailInvalid: "Please enter a valid email address",
    allSet: "You're All Set!",
    notifySuccess: "You'll be notified when our product launches!",
    close: "Close",
    firstName: "First name",
    lastName: "Last name",
    subject: "Subject",
    message: "Message",
    sendMessage: "Send Message",
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    subjectRequired: "Subject is required",
    messageRequired: "Message is required",
    contactSuccess: "Thank you for your message! We'll get back to you soon.",
    contactError: "Failed to send message. Please try again.",
    sendUsAMessage: "Send us a message",
    readMore: "Read more",
    backToInsights: "Back to Insights",
    articleNotFound: "Article Not Found",
    articleMissing: "The article you're looking for doesn't exist.",
    pageNotFound: "Page Not Found",
    noArticles: "No articles available.",
    articlesError: "Failed to load articles. Please try again later.",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    chatOpen: "Chat with Aya",
    welcome: "Hi! I'm Aya, your AI assistant. How can I help you today?",
    typeMessage: "Type your message...",
    typing: "Aya is typing...",
    chatError: "Sorry, I encountered an error. Please try again.",
    nav: { technology: "Technology", about: "About", insights: "Insights", contact: "Contact" },
    relatedPlaceholder: "More articles are coming soon.",
  },
  fr: {
    freeConsultation: "Consultation gratuite",
    consultationTitle: "Demander une consultation gratuite",
    name: "Nom",
    email: "E-mail",
    company: "Entreprise",
    submitConsultation: "Demander une consultation",
    submitting: "Envoi en cours...",
    nameRequired: "Le nom est obligatoire",
    emailInvalid: "Adresse e-mail invalide",
    success: "Succès !",
    consultationSuccess: "Merci ! Nous vous contacterons sous 24 heures pour planifier votre consultation gratuite.",
    error: "Erreur",
    consultationError: "Échec de l'envoi de la demande de consultation. Veuillez réessayer.",
    notifyButton: "Me prévenir du lancement",
    notifyTitle: "Être prévenu du lancement",
    notifySubmit: "Me prévenir",
    invalidEmail: "E-mail invalide",
    notifyEmailInvalid: "Veuillez saisir une adresse e-mail valide",
    allSet: "C'est tout bon !",
    notifySuccess: "Vous serez prévenu du lancement de notre produit !",
    close: "Fermer",
    firstName: "Prénom",
    lastName: "Nom",
    subject: "Sujet",
    message: "Message",
    sendMessage: "Envoyer le message",
    firstNameRequired: "Le prénom est obligatoire",
    lastNameRequired: "Le nom est obligatoire",
    subjectRequired: "Le sujet est obligatoire",
    messageRequired: "Le message est obligatoire",
    contactSuccess: "Merci pour votre message ! Nous vous répondrons très vite.",
    contactError: "Échec de l'envoi du message. Veuillez réessayer.",
    sendUsAMessage: "Envoyez-nous un message",
    readMore: "Lire la suite",
    backToInsights: "Retour aux analyses",
    articleNotFound: "Article introuvable",
    articleMissing: "L'article que vous recherchez n'existe pas.",
    pageNotFound: "Page introuvable",
    noArticles: "Aucun article disponible.",
    articlesError: "Impossible de charger les articles. Veuillez réessayer plus tard.",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    chatOpen: "Discuter avec Aya",
    welcome: "Bonjour ! Je suis Aya, votre assistante IA. Comment puis-je vous aider aujourd'hui ?",
    typeMessage: "Tapez votre message...",
    typing: "Aya est en train d'écrire...",
    chatError: "Désolé, j'ai rencontré une erreur. Veuillez réessayer.",
    nav: { technology: "Technologie", about: "À propos", insights: "Analyses", contact: "Contact" },
    relatedPlaceholder: "D'autres articles arrivent bientôt.",
  },
} as const;

/** The public pages, by language-less path. */
export const PAGES = ["", "/technology", "/about", "/product", "/insights", "/contact"] as const;

/** The first frames of an uncaught error's stack: which script threw, when a library did. */
export const whereThrown = (error: Error) => `\n${(error.stack ?? "").split("\n").slice(1, 4).join("\n")}`;

/**
 * Collects console errors and warnings and uncaught page errors. `allow` lists expected messages,
 * e.g. the browser's own line for a 404 document or a response a test made fail on purpose.
 */
export function watchConsole(page: Page, allow: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if ((m.type() === "error" || m.type() === "warning") && !allow.some((r) => r.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}${whereThrown(e)}`));
  return problems;
}

/** The browser's own console line when a response has an error status. */
export const failedResource = (status: number) => new RegExp(`status of ${status}`);

/** Opens a page and waits until React has hydrated it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
}

/** What a visitor types in the contact form; the subject is "New Project". */
export interface ContactEntry {
  first: string;
  last: string;
  email: string;
  message: string;
}

/** Fills the contact form in `lang` as a visitor would. */
export async function fillContactForm(form: Locator, lang: Lang, entry: ContactEntry): Promise<void> {
  const s = STRINGS[lang];
  await form.getByRole("textbox", { name: s.firstName, exact: true }).fill(entry.first);
  await form.getByRole("textbox", { name: s.lastName, exact: true }).fill(entry.last);
  await form.getByRole("textbox", { name: s.email, exact: true }).fill(entry.email);
  await form.getByRole("combobox", { name: s.subject }).selectOption("project");
  await form.getByRole("textbox", { name: s.message, exact: true }).fill(entry.message);
}

/**
 * Moves the page's clock on by the time a person takes to fill a form: the server holds a form sent
 * faster (MIN_FILL_MS, measured by the page itself) for review, and sends nothing for it yet. The
 * page's clock is installed (`page.clock.install()`) before the form's page opens.
 */
export async function fillTimeOfAPerson(page: Page): Promise<void> {
  await page.clock.fastForward(MIN_FILL_MS);
}

/** The toast on screen (Mantine notification in the 'Notification' region). */
export function toast(page: Page) {
  return page.getByRole("region", { name: /Notification/ }).getByRole("alert");
}

/** The toast with this title and text is on screen; the one it replaced (if any) is gone. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const t = toast(page).filter({ hasText: title }).filter({ hasText: description }).last();
  await expect(t).toBeVisible();
  await expect(toast(page)).toHaveCount(1);
}

/** A failing answer for one tRPC procedure (the rest of the batch URL is matched loosely). */
export async function failProcedure(page: Page, procedure: string, status = 500): Promise<void> {
  await page.route(`**/trpc/${procedure}**`, (route) =>
    route.fulfill({ status, contentType: "text/plain", body: "Internal Server Error" }),
  );
}
