// The company's facts (address, phone, e-mail, hours, social profiles) as Site Configuration holds
// them, and their wording in each language. The server builds them once per settings change
// (domain/settings.ts, `getCompanyFacts`); the footer, the contact blocks, the placeholders of page
// HTML, Aya, e-mails and the JSON-LD all read that one object.
import { LANGS, type Lang } from "@lumiere/i18n";
import { escapeHtml } from "./html";
import { SITE_DEFAULTS, WEEK_DAYS, type WeekDay } from "./settings-defaults";

export const SOCIAL_PROFILES = [
  { id: "linkedin", name: "LinkedIn", field: "linkedinUrl" },
  { id: "x", name: "X (Twitter)", field: "xUrl" },
  { id: "github", name: "GitHub", field: "githubUrl" },
] as const;
export type SocialProfileId = (typeof SOCIAL_PROFILES)[number]["id"];

/** The facts as sentences' parts in one language. */
export interface CompanyFactsText {
  /** Street, postal code and city: "12 Rue de la Paix, 75002 Paris". */
  address: string;
  /** The same with the country, for e-mails and Aya. */
  addressFull: string;
  /** Opening days and hours: "Mon-Fri 9AM-6PM". */
  hours: string;
  /** What goes with the hours: "Office visits by appointment". */
  note: string;
}

export interface CompanyFacts {
  name: string;
  email: string;
  phone: string;
  address: { street: Record<Lang, string>; postalCode: string; locality: string; country: string };
  hours: { days: WeekDay[]; opens: string; closes: string };
  /** Every profile, its address empty while none is configured (the links stay placeholders). */
  social: { id: SocialProfileId; name: string; url: string }[];
  text: Record<Lang, CompanyFactsText>;
}

type PerLang<K extends string> = { [L in Lang as `${K}_${L}`]?: string };
/** The site settings as saved or defaulted (absent fields take the defaults). */
export type CompanyFactsSettings = {
  siteName?: string;
  contactEmail?: string;
  phone?: string;
  address?: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry?: string;
  openingDays?: readonly WeekDay[];
  opens?: string;
  closes?: string;
  linkedinUrl?: string;
  xUrl?: string;
  githubUrl?: string;
} & PerLang<"streetAddress"> &
  PerLang<"hoursNote">;

const or = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
const perLang = (f: (lang: Lang) => string) => Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Record<Lang, string>;

/** The facts from Site Configuration; a field saved empty shows the spec's default, never a hole. */
export function companyFacts(site: CompanyFactsSettings): CompanyFacts {
  const d = SITE_DEFAULTS;
  // An address typed on one line by an earlier version stands for the whole address until the
  // structured one is saved.
  const legacy = site.address?.trim() && site.address.trim() !== d.address && !site.postalCode && !site.addressLocality;
  const street = perLang((l) => (legacy ? (site.address ?? "").trim() : or(site[`streetAddress_${l}`], d[`streetAddress_${l}`])));
  const address = {
    street,
    postalCode: legacy ? "" : or(site.postalCode, d.postalCode),
    locality: legacy ? "" : or(site.addressLocality, d.addressLocality),
    country: legacy ? "" : or(site.addressCountry, d.addressCountry).toUpperCase(),
  };
  const hours = {
    days: site.openingDays?.length ? [...site.openingDays] : [...d.openingDays],
    opens: or(site.opens, d.opens),
    closes: or(site.closes, d.closes),
  };
  const note = perLang((l) => or(site[`hoursNote_${l}`], d[`hoursNote_${l}`]));
  const text = Object.fromEntries(
    LANGS.map((l) => {
      const cityLine = [address.postalCode, address.locality].filter(Boolean).join(" ");
      const short = [address.street[l], cityLine].filter(Boolean).join(", ");
      const country = address.country ? regionName(l, address.country) : "";
      return [
        l,
        {
          address: short,
          addressFull: [short, country].filter(Boolean).join(", "),
          hours: `${dayRange(l, hours.days)} ${clock(l, hours.opens)}-${clock(l, hours.closes)}`,
          note: note[l],
        },
      ];
    }),
  ) as Record<Lang, CompanyFactsText>;
  return {
    name: or(site.siteName, d.siteName),
    email: or(site.contactEmail, d.contactEmail),
    phone: or(site.phone, d.phone),
    address,
    hours,
    social: SOCIAL_PROFILES.map((p) => ({ id: p.id, name: p.name, url: site[p.field]?.trim() ?? "" })),
    text,
  };
}

// Intl formatters are made once per language and options: building one loads the locale's data,
// which costs more than formatting with it.
const formatters = new Map<string, Intl.DisplayNames | Intl.DateTimeFormat>();
function formatter<T extends Intl.DisplayNames | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

function regionName(lang: Lang, code: string): string {
  try {
    return formatter(`region:${lang}`, () => new Intl.DisplayNames([lang], { type: "region" })).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A weekday's short name as the language writes it at the start of a line: "Mon", "Lun". */
function dayName(lang: Lang, day: WeekDay): string {
  const format = formatter(`weekday:${lang}`, () => new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }));
  // 1 January 2024 was a Monday.
  const name = format.format(Date.UTC(2024, 0, 1 + WEEK_DAYS.indexOf(day)));
  const bare = name.replace(/\.$/, "");
  return bare.charAt(0).toLocaleUpperCase(lang) + bare.slice(1);
}

/** Consecutive days as a range ("Mon-Fri"), others listed ("Mon, Wed"). */
function dayRange(lang: Lang, days: WeekDay[]): string {
  const idx = days.map((d) => WEEK_DAYS.indexOf(d)).sort((a, b) => a - b);
  const first = idx[0];
  const last = idx.at(-1);
  if (first === undefined || last === undefined) return "";
  const name = (i: number) => dayName(lang, WEEK_DAYS[i] as WeekDay);
  if (idx.length > 2 && last - first === idx.length - 1) return `${name(first)}-${name(last)}`;
  return idx.map(name).join(", ");
}

/** Compact times written by hand: French puts the hour mark between hours and minutes, which Intl leaves out. */
const HAND_WRITTEN_CLOCK: Partial<Record<Lang, (h: number, m: number) => string>> = {
  fr: (h, m) => `${h}h${m ? String(m).padStart(2, "0") : ""}`,
};

/** "09:00" as the language says it, compactly: "9AM", "9h", "9:30AM", "8h30". */
function clock(lang: Lang, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const handWritten = HAND_WRITTEN_CLOCK[lang];
  if (handWritten) return handWritten(h, m);
  const format = formatter(
    `clock:${lang}:${m ? "hm" : "h"}`,
    () => new Intl.DateTimeFormat(lang, { hour: "numeric", ...(m ? { minute: "2-digit" } : {}), timeZone: "UTC" }),
  );
  return format
    .format(Date.UTC(2024, 0, 1, h, m))
    .replace(/\s+/g, "")
    .replace(/^0(?=\d)/, "");
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

/** The contact block's labels: the site, the admin's preview and the pages API write the same. */
export const CONTACT_BLOCK_LABELS: Record<Lang, ContactBlockLabels> = {
  en: { email: "Email:", phone: "Phone:", address: "Office:", hours: "Opening hours:" },
  fr: { email: "E-mail\u00a0:", phone: "Téléphone\u00a0:", address: "Bureau\u00a0:", hours: "Horaires\u00a0:" },
};

/** Page HTML with its placeholders filled in one language, with that language's labels. */
export function fillCompanyFactsIn(html: string, facts: CompanyFacts, lang: Lang): string {
  return fillCompanyFacts(html, facts, facts.text[lang], CONTACT_BLOCK_LABELS[lang]);
}

/**
 * The facts plain text can name, as they are written in it: a meta description or an Aya answer
 * says `{phone}` and shows the phone of Site Configuration.
 */
export const COMPANY_FACT_TOKENS = ["{email}", "{phone}", "{address}", "{hours}"] as const;

/** Plain text with its `{email}`, `{phone}`, `{address}` (the whole address) and `{hours}` filled in `lang`. */
export function fillCompanyFactsInText(text: string, facts: CompanyFacts, lang: Lang): string {
  if (!text.includes("{")) return text;
  const value = { email: facts.email, phone: facts.phone, address: facts.text[lang].addressFull, hours: facts.text[lang].hours };
  return text.replace(/\{(email|phone|address|hours)\}/g, (_, key: keyof typeof value) => value[key]);
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
