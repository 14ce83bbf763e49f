// The people journey's words (each language's admin) and cast, for people.spec.ts.
import type { BrowserContext, Page } from "@playwright/test";
import type { Lang } from "./support/site";

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
    done: "Done",
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
    done: "Fait",
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
