// The lead e-mails, in both languages. Staff notifications are written in the admin's language
// (in both when it is unknown); a visitor's confirmation is in the language of the page they used.
// A confirmation goes to an address nobody has verified yet, so it quotes nothing the visitor
// typed but their name (see greetingName): otherwise anyone could make us mail their text to anyone.
import type { LeadKind, OutboxAudience } from "@lumiere/db";
import { DEFAULT_LANG, LANGS, type Lang } from "@lumiere/i18n";
import { bilingual, text } from "../../i18n";
import { mailText as m } from "./messages";
import { colon, type EmailContent, renderEmail } from "./render";

export type { Lang };

export interface MailSite {
  brand: string;
  /** Absolute origin for links: the site's (domain/site-origin.ts), never a request's Host. */
  origin: string;
  contactEmail: string;
  phone: string;
  /** The office address with its country, in each language (the company's facts). */
  address?: Record<Lang, { addressFull: string }>;
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
  audience: OutboxAudience;
  subject: string;
  html: string;
  textBody: string;
  headers: Record<string, string>;
  /** Name and address apart, so the mailer quotes a visitor's name as text. */
  replyTo?: { name: string; address: string };
}

const KIND_LABEL: Record<LeadKind, { label: typeof m.kindContact; section: string }> = {
  consultation: { label: m.kindConsultation, section: "consultations" },
  contact: { label: m.kindContact, section: "contacts" },
  signup: { label: m.kindSignup, section: "signups" },
};

/** Each language by its own name, as the team reads a lead's language. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", fr: "Français" };

const footer = (site: MailSite, lang: Lang) => [
  `${site.brand}, ${site.address?.[lang].addressFull ?? "Paris"}`,
  `${site.contactEmail} · ${site.phone}`,
  text(lang, m.footerReason),
];

export const signupLinks = (site: MailSite, token: string, lang: Lang) => ({
  confirm: `${site.origin}/api/signups/confirm?token=${token}&lang=${lang}`,
  unsubscribe: `${site.origin}/api/signups/unsubscribe?token=${token}&lang=${lang}`,
});

/**
 * The team's notification of a new lead: in the admin's language when known (`staffLang`, their
 * last sign-in's), its link to the admin in that language; otherwise in every language, linking
 * to the admin in the site's default language.
 */
export function staffNotification(site: MailSite, lead: LeadForMail, staffLang?: Lang): Draft {
  const { label, section } = KIND_LABEL[lead.kind];
  const lang = staffLang ?? DEFAULT_LANG;
  const link = `${site.origin}/${lang}/admin?section=${section}`;
  const say = (message: typeof m.fieldName, separator?: string) =>
    staffLang ? text(staffLang, message) : bilingual(message, {}, separator);
  const row = (field: typeof m.fieldName, value: string | undefined): Array<[string, string]> =>
    value !== undefined ? [[say(field), value]] : [];
  const details: Array<[string, string]> = [
    ...row(m.fieldName, lead.name),
    ...row(m.fieldEmail, lead.email),
    ...row(m.fieldCompany, lead.company),
    ...row(m.fieldSubject, lead.subject),
    ...row(m.fieldSource, lead.source),
    ...row(m.fieldLanguage, LANGUAGE_NAMES[lead.lang]),
    ...row(m.fieldMessage, lead.message),
  ];
  const content: EmailContent = {
    lang,
    brand: site.brand,
    preheader: `${say(label, " · ")}${colon(lang)}${lead.name}`,
    heading: say(label),
    paragraphs: [say(m.staffIntro)],
    details,
    button: { label: say(m.staffOpen), url: link },
    footer: [`${site.brand} · ${site.origin}`],
  };
  const { html, text: textBody } = renderEmail(content);
  return {
    audience: "staff",
    subject: `[${site.brand}] ${say(label)}${colon(lang)}${lead.name}`,
    html,
    textBody,
    headers: {},
    // The address alone: a visitor's name is theirs to type, not a header's to show.
    replyTo: { name: "", address: lead.email },
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
  const t = (message: typeof m.thanks, values?: Record<string, string>) => text(lead.lang, message, values);
  const brand = { brand: site.brand };
  const f = footer(site, lead.lang);
  if (lead.kind === "signup") {
    const links = signupLinks(site, lead.token ?? "", lead.lang);
    const { html, text: textBody } = renderEmail({
      lang: lead.lang,
      brand: site.brand,
      preheader: t(m.signupPreheader),
      heading: t(m.signupHeading),
      paragraphs: [t(m.signupThanks), t(m.signupNotYou)],
      button: { label: t(m.signupConfirm), url: links.confirm },
      footer: f,
      unsubscribe: { label: t(m.signupUnsubscribe), url: links.unsubscribe },
    });
    return {
      audience: "visitor",
      subject: t(m.signupSubject, brand),
      html,
      textBody,
      // RFC 8058 one-click unsubscribe: mail clients POST to the https URL without showing a page.
      headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  }
  const isConsultation = lead.kind === "consultation";
  const name = greetingName(lead.name);
  const { html, text: textBody } = renderEmail({
    lang: lead.lang,
    brand: site.brand,
    preheader: t(m.receivedPreheader),
    heading: name ? t(m.thanksNamed, { name }) : t(m.thanks),
    paragraphs: isConsultation ? [t(m.consultationReceived), t(m.consultationNext)] : [t(m.contactReceived)],
    footer: f,
  });
  return {
    audience: "visitor",
    subject: t(isConsultation ? m.consultationSubject : m.contactSubject, brand),
    html,
    textBody,
    headers: {},
  };
}

export interface SignInAlert {
  username: string;
  /** The admin's language when known (their last sign-in's); otherwise body. */
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
  const inLang = (lang: Lang) => {
    const username = { username: alert.username };
    return {
      heading: text(lang, m.alertHeading),
      paragraphs: [text(lang, m.alertWhat, username), text(lang, m.alertAdvice)],
      details: [
        [text(lang, m.alertFailures), String(alert.failures)],
        [text(lang, m.alertAddresses), String(alert.addresses)],
      ] as Array<[string, string]>,
      subject: text(lang, m.alertSubject, username),
    };
  };
  // In the admin's language when known, else in every language (as the staff notifications are).
  const all = LANGS.map(inLang);
  const body = alert.lang
    ? inLang(alert.lang)
    : {
        heading: all.map((x) => x.heading).join(" / "),
        paragraphs: all.flatMap((x) => x.paragraphs),
        details: (all[0]?.details ?? []).map(([, v], i) => [all.map((x) => x.details[i]?.[0]).join(" / "), v] as [string, string]),
        subject: all.map((x) => x.subject).join(" / "),
      };
  const lang = alert.lang ?? "en";
  const { html, text: textBody } = renderEmail({
    lang,
    brand: site.brand,
    preheader: body.paragraphs[0] ?? body.heading,
    heading: body.heading,
    paragraphs: body.paragraphs,
    details: body.details,
    footer: [site.brand],
  });
  return { audience: "staff", subject: `[${site.brand}] ${body.subject}`, html, textBody, headers: {} };
}
