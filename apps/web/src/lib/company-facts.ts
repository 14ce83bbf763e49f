// The company's facts on the public site: read from the `$lang` route's site info (the server's one
// accessor, `getCompanyFacts`), and written into page HTML where its placeholders stand, so that no
// page record holds a copy of an address, a phone number or opening hours.
import { useMatch } from "@tanstack/react-router";
import { type CompanyFacts, type CompanyFactsText, companyFacts, SITE_DEFAULTS } from "@lumiere/validation";
import { escapeHtml } from "@lumiere/validation/html";
import { useLang } from "./use-lang";

let defaults: CompanyFacts | undefined;

/** The facts of Settings; the defaults outside a language (the bare 404 page). */
export function useCompanyFacts(): { facts: CompanyFacts; text: CompanyFactsText } {
  const lang = useLang();
  const info = useMatch({ from: "/$lang", shouldThrow: false })?.loaderData as { facts?: CompanyFacts } | undefined;
  defaults ??= companyFacts(SITE_DEFAULTS);
  const facts = info?.facts ?? defaults;
  return { facts, text: facts.text[lang] };
}

/** A phone number as a tel: link target: digits and the leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

type FactKey = keyof CompanyFactsText | "phone" | "email";
const FACT_KEYS: FactKey[] = ["address", "addressFull", "hours", "note", "phone", "email"];

function factText(key: string, facts: CompanyFacts, text: CompanyFactsText): string | null {
  if (!(FACT_KEYS as string[]).includes(key)) return null;
  if (key === "phone") return facts.phone;
  if (key === "email") return facts.email;
  return text[key as keyof CompanyFactsText];
}

/** The contact block a `<div data-company-facts="contact">` stands for: address, phone, e-mail, hours. */
function contactBlock(facts: CompanyFacts, text: CompanyFactsText, labels: ContactBlockLabels): string {
  const item = (label: string, value: string) => `<li><strong>${escapeHtml(label)}</strong> ${value}</li>`;
  return (
    "<ul>" +
    item(labels.email, `<a href="mailto:${escapeHtml(facts.email)}">${escapeHtml(facts.email)}</a>`) +
    item(labels.phone, `<a href="${escapeHtml(telHref(facts.phone))}">${escapeHtml(facts.phone)}</a>`) +
    item(labels.address, escapeHtml(text.address)) +
    item(labels.hours, `${escapeHtml(text.hours)}. ${escapeHtml(text.note)}.`) +
    "</ul>"
  );
}

export interface ContactBlockLabels {
  email: string;
  phone: string;
  address: string;
  hours: string;
}

const PLACEHOLDER = /<(span|div)\b([^>]*?)\sdata-company-(fact|facts)="([\w-]+)"([^>]*)>[\s\S]*?<\/\1>/g;

/**
 * Page HTML with its placeholders filled: `<span data-company-fact="hours"></span>` (also
 * address, addressFull, note, phone, email) gets the fact's text, `<div data-company-facts="contact"></div>`
 * the contact list. Values are escaped; the element stays, so filling twice changes nothing.
 */
export function fillCompanyFacts(html: string, facts: CompanyFacts, text: CompanyFactsText, labels: ContactBlockLabels): string {
  if (!html.includes("data-company-fact")) return html;
  return html.replace(PLACEHOLDER, (whole, tag: string, before: string, kind: string, key: string, after: string) => {
    const open = `<${tag}${before} data-company-${kind}="${key}"${after}>`;
    if (kind === "facts") return key === "contact" ? `${open}${contactBlock(facts, text, labels)}</${tag}>` : whole;
    const value = factText(key, facts, text);
    return value === null ? whole : `${open}${escapeHtml(value)}</${tag}>`;
  });
}
