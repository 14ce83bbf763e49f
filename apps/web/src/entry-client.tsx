import "@vitejs/plugin-react/preamble";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { firstLoadCatalog, loadCatalog } from "./lib/i18n";
import { createAppRouter } from "./router";

const { lang, parts: catalogParts } = firstLoadCatalog(window.location.pathname);

void loadCatalog(lang, catalogParts).then(() => {
  const router = createAppRouter({ lang, origin: window.location.origin, catalogParts });
  hydrateRoot(document, <RouterClient router={router} />);
});
