import "@vitejs/plugin-react/preamble";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { isLang } from "@lumiere/i18n";
import { type CatalogPart, loadCatalog } from "./lib/i18n";
import { createAppRouter } from "./router";

const first = window.location.pathname.split("/")[1];
const lang = isLang(first) ? first : "en";
// The home page hydrates with the "core" strings only; its other parts load theirs on demand.
const isHome = /^\/(en|fr)\/?$/.test(window.location.pathname);
const catalogParts: CatalogPart[] = isHome ? ["core"] : ["core", "site"];

void loadCatalog(lang, catalogParts).then(() => {
  const router = createAppRouter({ lang, origin: window.location.origin, catalogParts });
  hydrateRoot(document, <RouterClient router={router} />);
});
