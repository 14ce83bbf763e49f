// What a request tells analytics, and nothing more: the visitor's daily hash input (IP, user agent),
// whether it may be counted at all, where it came from (a domain) and its campaign.
import { isLang } from "@lumiere/i18n";
import { isbot } from "isbot";

/** The parts of a request analytics reads. */
export interface VisitRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface Visit {
  ip: string;
  userAgent: string;
}

const header = (req: VisitRequest, name: string): string => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
};

/** A visit that may be counted: not a crawler or headless browser, no Global Privacy Control, no Do Not Track. */
export function countableVisit(req: VisitRequest): Visit | null {
  const userAgent = header(req, "user-agent");
  if (!userAgent || isbot(userAgent)) return null;
  if (header(req, "sec-gpc") === "1" || header(req, "dnt") === "1") return null;
  return { ip: req.ip, userAgent };
}

/** The external referrer's host name ('' for none, our own site, or anything unreadable). */
export function referrerDomain(referrer: string | undefined, siteOrigin: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = url.hostname.replace(/^www\./, "").toLowerCase();
    return host === new URL(siteOrigin).hostname.replace(/^www\./, "").toLowerCase() ? "" : host.slice(0, 200);
  } catch {
    return "";
  }
}

export interface Campaign {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** The UTM parameters of a query string (each cut to a sane length). */
export function campaignOf(query: string | undefined): Campaign {
  const params = new URLSearchParams(query ?? "");
  const get = (name: string) => (params.get(name) ?? "").trim().toLowerCase().slice(0, 100);
  return { utmSource: get("utm_source"), utmMedium: get("utm_medium"), utmCampaign: get("utm_campaign") };
}

/** The language of a site path ('' outside a language). */
export function langOfPath(path: string): string {
  const first = path.split("/")[1];
  return isLang(first) ? first : "";
}
