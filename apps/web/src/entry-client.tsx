import "@vitejs/plugin-react/preamble";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { beacon } from "./lib/beacon";
import { firstLoadCatalog, loadCatalog } from "./lib/i18n";
import { createAppRouter } from "./router";

const { lang, parts: catalogParts } = firstLoadCatalog(window.location.pathname);
// The server renders links on the site's configured origin, which may not be the one the page was
// reached on (an alias, a proxy): keep it after hydration, or canonical and hreflang would change.
const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const origin = canonical ? new URL(canonical).origin : window.location.origin;

void loadCatalog(lang, catalogParts).then(() => {
  const router = createAppRouter({ lang, origin, catalogParts });
  // Client-side navigations are page views the server does not see (it counted the first load).
  router.subscribe("onResolved", (e) => {
    if (e.fromLocation && e.pathChanged) beacon("pageview");
  });
  // As a transition, hydration yields to the browser between small slices of work instead of
  // holding the main thread until the whole page is hydrated.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
});
