import { useMatch } from "@tanstack/react-router";
import type { RouterOutputs } from "@lumiere/server/router";

export type SiteInfo = RouterOutputs["pages"]["siteInfo"];

/** Brand and contact details, loaded by the `$lang` route; undefined outside a language (the bare 404 page). */
export function useSiteInfo(): SiteInfo | undefined {
  return useMatch({ from: "/$lang", shouldThrow: false })?.loaderData;
}
