import { useMatch } from "@tanstack/react-router";
import { SITE_DEFAULTS } from "@lumiere/validation";

/** What public pages show of the site settings: brand and description (the facts: lib/company-facts.ts). */
export type SiteContact = { [K in "siteName" | "siteDescription" | "contactEmail" | "phone"]: string };

/** The `$lang` route's site settings; the defaults outside a language (the bare 404 page). */
export function useSiteInfo(): SiteContact {
  return useMatch({ from: "/$lang", shouldThrow: false })?.loaderData ?? SITE_DEFAULTS;
}

/** The booking page of Site Configuration ("pick a time"), empty when none is set. */
export function useBookingUrl(): string {
  return useMatch({ from: "/$lang", shouldThrow: false })?.loaderData?.bookingUrl ?? "";
}
