import "@vitejs/plugin-react/preamble";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { isLang } from "@lumiere/i18n";
import { type CatalogPart, loadCatalog } from "./lib/i18n";
import { createAppRouter } from "./router";
import { createBrowserCaller } from "./trpc";

const first = window.location.pathname.split("/")[1];
const lang = isLang(first) ? first : "en";
// The server writes the CSP nonce into <meta property="csp-nonce">; the client renders the same
// inline-script attributes so hydration matches.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;

// The home page hydrates with the "core" strings only; its other parts load theirs on demand.
const isHome = /^\/(en|fr)\/?$/.test(window.location.pathname);
const catalogParts: CatalogPart[] = isHome ? ["core"] : ["core", "site"];

void loadCatalog(lang, catalogParts).then(() => {
  const router = createAppRouter({ call: createBrowserCaller(), lang, origin: window.location.origin, nonce, catalogParts });
  hydrateRoot(document, <RouterClient router={router} />);
});
