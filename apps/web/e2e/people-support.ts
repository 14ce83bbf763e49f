// The people journey's words (each language's admin) and cast, and the steps that bring someone
// into the team (an invitation sent by e-mail, accepted in a browser of their own), for the specs
// whose journeys need a second person.
import { type Browser, type BrowserContext, expect, type Locator, type Page } from "./support/fixtures";
import { toast } from "./admin-support";
import type { Lang } from "./support/site";
import type { LoopbackSmtp } from "./support/smtp";

/** What each language's admin says, for the controls this journey uses. */
export const S = {
  en: {
    team: "Team",
    invite: "Invite someone",
    email: "E-mail address",
    role: "Role",
    roles: { editor: "Editor", author: "Author" },
    emailLang: "E-mail language",
    langName: "English",
    send: "Send invitation",
    sent: "Invitation sent",
    username: "Username",
    displayName: "Display name",
    password: "Password",
    confirm: "Confirm password",
    createAccount: "Create my account",
    welcome: "Welcome to the team",
    unusable: "This invitation cannot be used",
    used: "This invitation has already been used.",
    nav: "Admin sections",
    articles: "Articles",
    createArticle: "Create Article",
    newArticle: "New Article",
    field: (what: string, lang: "English" | "French") =>
      ({ title: `${lang} title`, slug: `${lang} slug`, excerpt: `${lang} excerpt`, content: `${lang} content` })[what] ?? what,
    submit: "Submit for review",
    created: "Article created successfully",
    forbiddenButtons: ["Publish now", "Schedule", "Approve"],
    workflows: "Workflows",
    approveTitle: (t: string) => `Approve “${t}”`,
    publishTitle: (t: string) => `Publish “${t}”`,
    approved: (t: string) => `“${t}” is approved: an editor can now publish it.`,
    published: (t: string) => `“${t}” is published.`,
    collaboration: "Collaboration",
    sessionsOf: (n: string) => `Sessions of ${n}`,
    signOutSession: "Sign out this session",
    signOut: "Sign out",
    signedOut: "Session signed out",
  },
  fr: {
    team: "Équipe",
    invite: "Inviter quelqu'un",
    email: "Adresse e-mail",
    role: "Rôle",
    roles: { editor: "Éditeur", author: "Auteur" },
    emailLang: "Langue des e-mails",
    langName: "Français",
    send: "Envoyer l'invitation",
    sent: "Invitation envoyée",
    username: "Nom d'utilisateur",
    displayName: "Nom affiché",
    password: "Mot de passe",
    confirm: "Confirmer le mot de passe",
    createAccount: "Créer mon compte",
    welcome: "Bienvenue dans l'équipe",
    unusable: "Cette invitation ne peut pas être utilisée",
    used: "Cette invitation a déjà été utilisée.",
    nav: "Sections d'administration",
    articles: "Articles",
    createArticle: "Créer un article",
    newArticle: "Nouvel article",
    field: (what: string, lang: "English" | "French") => {
      const l = lang === "English" ? "anglais" : "français";
      return (
        { title: `Titre en ${l}`, slug: `Identifiant d'URL ${l}`, excerpt: `Extrait en ${l}`, content: `Contenu en ${l}` }[what] ?? what
      );
    },
    submit: "Soumettre à relecture",
    created: "Article créé avec succès",
    forbiddenButtons: ["Publier maintenant", "Programmer", "Validation"],
    workflows: "Processus",
    approveTitle: (t: string) => `Approuver « ${t} »`,
    publishTitle: (t: string) => `Publier « ${t} »`,
    approved: (t: string) => `« ${t} » est approuvé : un éditeur peut maintenant le publier.`,
    published: (t: string) => `« ${t} » est publié.`,
    collaboration: "Collaboration",
    sessionsOf: (n: string) => `Sessions de ${n}`,
    signOutSession: "Déconnecter cette session",
    signOut: "Déconnecter",
    signedOut: "Session déconnectée",
  },
} as const;

export interface Invitee {
  role: "editor" | "author";
  email: string;
  username: string;
  name: string;
  page?: Page;
  context?: BrowserContext;
}

export const people = (lang: Lang, stamp: number): Record<"editor" | "author", Invitee> => ({
  editor: {
    role: "editor",
    email: `editor.${lang}.${stamp}@example.com`,
    username: `editor-${lang}`,
    name: lang === "en" ? "Evan Editor" : "Élise Éditrice",
  },
  author: {
    role: "author",
    email: `author.${lang}.${stamp}@example.com`,
    username: `author-${lang}`,
    name: lang === "en" ? "Ada Author" : "Aurélien Auteur",
  },
});

/** The password every invitee chooses. */
export const INVITEE_PASSWORD = "invitee password 2026";

/** A Mantine select in `scope`: opens it by its label and picks the option (listed on `page`). */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope
    .getByRole("textbox", { name: label, exact: true })
    .or(scope.getByRole("combobox", { name: label, exact: true }))
    .click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * From the Team section open on `page` (an administrator's), invites `who` with e-mails in `lang`
 * and waits for the invitation to reach the loopback SMTP server.
 */
export async function invite(page: Page, smtp: LoopbackSmtp, lang: Lang, who: Invitee): Promise<void> {
  const s = S[lang];
  await page.getByRole("button", { name: s.invite }).click();
  const dialog = page.getByRole("dialog", { name: s.invite });
  await dialog.getByRole("textbox", { name: s.email }).fill(who.email);
  await choose(page, dialog, s.role, s.roles[who.role]);
  await choose(page, dialog, s.emailLang, s.langName);
  await dialog.getByRole("button", { name: s.send }).click();
  await expect(toast(page, s.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("invitation-row").filter({ hasText: who.email })).toBeVisible();
  await expect.poll(() => smtp.mailsTo(who.email).length, { timeout: 20_000 }).toBe(1);
}

/** The link of the invitation e-mail `who` received, on the site's origin. */
export function invitationLink(smtp: LoopbackSmtp, lang: Lang, who: Invitee, origin: string): string {
  const body = smtp.mailsTo(who.email)[0]?.body ?? "";
  const link = new RegExp(`(https?://[^\\s"<>]+/${lang}/admin/invite[?#]token=[A-Za-z0-9_-]{43})`).exec(body)?.[1];
  expect(link, body).toBeDefined();
  expect(new URL(link ?? "").origin).toBe(origin);
  return link ?? "";
}

/**
 * Opens the invitation link in a fresh browser context, checks what it says, creates the account
 * and keeps the signed-in page and context on `who`; `watch` sees the new page first (console checks).
 */
export async function accept(browser: Browser, lang: Lang, who: Invitee, link: string, watch: (page: Page) => void): Promise<Page> {
  const s = S[lang];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(15_000);
  const invitee = await context.newPage();
  watch(invitee);
  await invitee.goto(link);
  await expect(invitee.getByTestId("invite-email")).toHaveText(who.email);
  await expect(invitee.getByTestId("invite-role")).toHaveText(s.roles[who.role]);
  await invitee.getByRole("textbox", { name: s.username }).fill(who.username);
  await invitee.getByRole("textbox", { name: s.displayName }).fill(who.name);
  await invitee.getByRole("textbox", { name: s.password, exact: true }).fill(INVITEE_PASSWORD);
  await invitee.getByRole("textbox", { name: s.confirm, exact: true }).fill(INVITEE_PASSWORD);
  await invitee.getByRole("button", { name: s.createAccount }).click();
  await expect(invitee).toHaveURL(new RegExp(`/${lang}/admin$`));
  await expect(toast(invitee, s.welcome)).toBeVisible();
  who.context = context;
  who.page = invitee;
  return invitee;
}
