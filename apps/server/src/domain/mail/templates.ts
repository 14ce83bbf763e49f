// The lead e-mails, in both languages. Staff notifications are written in English and French
// (the team is bilingual); a visitor's confirmation is in the language of the page they used.
// A confirmation goes to an address nobody has verified yet, so it quotes nothing the visitor
// typed but their name (see greetingName): otherwise anyone could make us mail their text to anyone.
import type { LeadKind } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { type EmailContent, renderEmail } from "./render";

export type { Lang };

export interface MailSite {
  brand: string;
  /** Absolute origin for links: the site's (domain/site-origin.ts), never a request's Host. */
  origin: string;
  contactEmail: string;
  phone: string;
}

export interface LeadForMail {
  kind: LeadKind;
  id: number;
  lang: Lang;
  email: string;
  name: string;
  company?: string;
  subject?: string;
  message?: string;
  source?: string;
  token?: string;
  /** A signup's opt-in state. */
  status?: string;
}

export interface Draft {
  audience: "staff" | "visitor";
  subject: string;
  html: string;
  textBody: string;
  headers: Record<string, string>;
}

const KIND_LABEL: Record<LeadKind, { en: string; fr: string; section: string }> = {
  consultation: { en: "Consultation request", fr: "Demande de consultation", section: "consultations" },
  contact: { en: "Contact message", fr: "Message de contact", section: "contacts" },
  signup: { en: "Launch signup", fr: "Inscription au lancement", section: "signups" },
};

const footer = (site: MailSite, lang: Lang) =>
  lang === "fr"
    ? [
        `${site.brand}, Paris`,
        `${site.contactEmail} · ${site.phone}`,
        "Vous recevez ce message parce que vous avez rempli un formulaire sur notre site.",
      ]
    : [
        `${site.brand}, Paris`,
        `${site.contactEmail} · ${site.phone}`,
        "You are receiving this message because you filled in a form on our website.",
      ];

export const signupLinks = (site: MailSite, token: string, lang: Lang) => ({
  confirm: `${site.origin}/api/signups/confirm?token=${token}&lang=${lang}`,
  unsubscribe: `${site.origin}/api/signups/unsubscribe?token=${token}&lang=${lang}`,
});

export function staffNotification(site: MailSite, lead: LeadForMail): Draft {
  const label = KIND_LABEL[lead.kind];
  const link = `${site.origin}/fr/admin?section=${label.section}`;
  const details: Array<[string, string]> = [
    ["Name / Nom", lead.name],
    ["E-mail", lead.email],
    ...(lead.company !== undefined ? ([["Company / Société", lead.company]] as Array<[string, string]>) : []),
    ...(lead.subject !== undefined ? ([["Subject / Objet", lead.subject]] as Array<[string, string]>) : []),
    ...(lead.source !== undefined ? ([["Source", lead.source]] as Array<[string, string]>) : []),
    ["Language / Langue", lead.lang === "fr" ? "Français" : "English"],
    ...(lead.message !== undefined ? ([["Message", lead.message]] as Array<[string, string]>) : []),
  ];
  const content: EmailContent = {
    lang: "en",
    brand: site.brand,
    preheader: `${label.en} · ${label.fr}: ${lead.name}`,
    heading: `${label.en} / ${label.fr}`,
    paragraphs: [`A new lead arrived on the website. / Un nouveau contact est arrivé par le site.`],
    details,
    button: { label: "Open in the admin / Ouvrir dans l'admin", url: link },
    footer: [`${site.brand} · ${site.origin}`],
  };
  const { html, text } = renderEmail(content);
  return {
    audience: "staff",
    subject: `[${site.brand}] ${label.en}: ${lead.name}`,
    html,
    textBody: text,
    headers: { "Reply-To": lead.email },
  };
}

const NAME_SHAPE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’-]*$/u;
const MAX_GREETING_NAME = 60;

/**
 * The name as the greeting may say it, or null: only letters, digits, spaces and the punctuation
 * of names, short, and no dot inside a word ("phish.example"), so no mail client turns it into a link.
 */
export function greetingName(name: string): string | null {
  const n = name.replace(/\s+/g, " ").trim();
  if (n.length === 0 || n.length > MAX_GREETING_NAME || !NAME_SHAPE.test(n) || /\.[\p{L}\p{N}]/u.test(n)) return null;
  return n;
}

export function visitorConfirmation(site: MailSite, lead: LeadForMail): Draft {
  const fr = lead.lang === "fr";
  const f = footer(site, lead.lang);
  if (lead.kind === "signup") {
    const links = signupLinks(site, lead.token ?? "", lead.lang);
    const { html, text } = renderEmail({
      lang: lead.lang,
      brand: site.brand,
      preheader: fr ? "Confirmez votre inscription en un clic." : "Confirm your signup with one click.",
      heading: fr ? "Confirmez votre inscription" : "Please confirm your signup",
      paragraphs: fr
        ? [
            "Merci de votre intérêt pour notre produit. Cliquez sur le bouton ci-dessous pour confirmer que vous souhaitez être prévenu(e) de son lancement.",
            "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : vous ne recevrez rien d'autre.",
          ]
        : [
            "Thank you for your interest in our product. Click the button below to confirm that you want to hear when it launches.",
            "If you did not ask for this, ignore this message: you will not hear from us again.",
          ],
      button: { label: fr ? "Confirmer mon inscription" : "Confirm my signup", url: links.confirm },
      footer: f,
      unsubscribe: { label: fr ? "Se désinscrire" : "Unsubscribe", url: links.unsubscribe },
    });
    return {
      audience: "visitor",
      subject: fr ? `Confirmez votre inscription · ${site.brand}` : `Confirm your signup · ${site.brand}`,
      html,
      textBody: text,
      // RFC 8058 one-click unsubscribe: mail clients POST to the https URL without showing a page.
      headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  }
  const isConsultation = lead.kind === "consultation";
  const name = greetingName(lead.name);
  const { html, text } = renderEmail({
    lang: lead.lang,
    brand: site.brand,
    preheader: fr ? "Nous avons bien reçu votre demande." : "We have received your request.",
    heading: name ? (fr ? `Merci, ${name}` : `Thank you, ${name}`) : fr ? "Merci" : "Thank you",
    paragraphs: isConsultation
      ? fr
        ? [
            "Nous avons bien reçu votre demande de consultation gratuite.",
            "Un consultant vous contactera sous 24 heures pour convenir d'un rendez-vous.",
          ]
        : ["We have received your request for a free consultation.", "A consultant will contact you within 24 hours to schedule it."]
      : fr
        ? ["Nous avons bien reçu votre message et vous répondrons très bientôt."]
        : ["We have received your message and will get back to you soon."],
    footer: f,
  });
  return {
    audience: "visitor",
    subject: isConsultation
      ? fr
        ? `Votre demande de consultation · ${site.brand}`
        : `Your consultation request · ${site.brand}`
      : fr
        ? `Nous avons bien reçu votre message · ${site.brand}`
        : `We received your message · ${site.brand}`,
    html,
    textBody: text,
    headers: {},
  };
}

export interface SignInAlert {
  username: string;
  /** The admin's language when known (their last sign-in's); otherwise both. */
  lang: Lang | undefined;
  /** Failed sign-ins on the account in the last 15 minutes, and from how many addresses. */
  failures: number;
  addresses: number;
}

/**
 * Repeated failed sign-ins on an admin account, to the site's team. No link: a security notice
 * that never carries one cannot be imitated by a phishing mail that does.
 */
export function signInAlert(site: Pick<MailSite, "brand">, alert: SignInAlert): Draft {
  const en = {
    heading: "Repeated failed sign-ins",
    paragraphs: [
      `Someone failed to sign in to the admin account “${alert.username}” several times in a short while.`,
      "If it was you, there is nothing to do. If not, someone may be guessing the password: each further attempt now waits a few seconds, and an address that keeps failing is blocked for 15 minutes. Make sure the password is long and used nowhere else, and turn on two-factor authentication in the admin's Settings.",
    ],
    details: [
      ["Failed attempts (last 15 minutes)", String(alert.failures)],
      ["Addresses", String(alert.addresses)],
    ] as Array<[string, string]>,
    subject: `Repeated failed sign-ins on “${alert.username}”`,
  };
  const fr = {
    heading: "Échecs de connexion répétés",
    paragraphs: [
      `Quelqu'un a échoué plusieurs fois en peu de temps à se connecter au compte d'administration « ${alert.username} ».`,
      "Si c'était vous, il n'y a rien à faire. Sinon, quelqu'un essaie peut-être de deviner le mot de passe : chaque nouvelle tentative attend désormais quelques secondes, et une adresse qui continue d'échouer est bloquée 15 minutes. Vérifiez que le mot de passe est long et n'est utilisé nulle part ailleurs, et activez l'authentification à deux facteurs dans les Paramètres de l'administration.",
    ],
    details: [
      ["Tentatives échouées (15 dernières minutes)", String(alert.failures)],
      ["Adresses", String(alert.addresses)],
    ] as Array<[string, string]>,
    subject: `Échecs de connexion répétés sur « ${alert.username} »`,
  };
  // In the admin's language when known, else in both (as the staff notifications are).
  const text =
    alert.lang === "fr"
      ? fr
      : alert.lang === "en"
        ? en
        : {
            heading: `${en.heading} / ${fr.heading}`,
            paragraphs: [...en.paragraphs, ...fr.paragraphs],
            details: en.details.map(([k, v], i) => [`${k} / ${fr.details[i]?.[0]}`, v] as [string, string]),
            subject: `${en.subject} / ${fr.subject}`,
          };
  const lang = alert.lang ?? "en";
  const { html, text: textBody } = renderEmail({
    lang,
    brand: site.brand,
    preheader: text.paragraphs[0] ?? text.heading,
    heading: text.heading,
    paragraphs: text.paragraphs,
    details: text.details,
    footer: [site.brand],
  });
  return { audience: "staff", subject: `[${site.brand}] ${text.subject}`, html, textBody, headers: {} };
}
