import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
  Scripts,
  useParams,
  useRouter,
  useRouterState,
} from "@tanstack/react-router";
import { useEffect } from "react";
import { isLang } from "@lumiere/i18n";
import { MantineScope } from "../lib/mantine-scope";
import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import siteCss from "../site/site.css?url";
import type { RouterContext } from "../lib/router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#1e1b4b" },
    ],
    links: [
      // The brand font starts loading with the stylesheet, not after it (no late swap, no shift).
      { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
      { rel: "stylesheet", href: siteCss },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ],
  }),
  component: RootDocument,
  // Paths under a language get the `$lang` route's 404 page; this covers anything else.
  notFoundComponent: lazyRouteComponent(() => import("../site/layout/site-not-found"), "SiteNotFound"),
});

/** Admin screens are client-rendered Mantine apps; public pages use the site's own light components. */
function useIsAdminRoute(): boolean {
  return useRouterState({ select: (s) => s.matches.some((m) => m.routeId.startsWith("/admin") || m.routeId.startsWith("/$lang/admin")) });
}

function RootDocument() {
  const { lang } = useParams({ strict: false });
  // A marker for tests and tools: the page has hydrated and handles events.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  const isAdmin = useIsAdminRoute();
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <html lang={isLang(lang) ? lang : "en"} {...mantineHtmlProps}>
      <head>
        {/* The render's nonce marks the app's own inline scripts; the server allows each by its hash
            (pages are cached) and removes the nonce. */}
        <ColorSchemeScript defaultColorScheme="light" forceColorScheme="light" nonce={nonce} />
        <HeadContent />
      </head>
      <body>
        {isAdmin ? (
          <MantineScope>
            <Outlet />
          </MantineScope>
        ) : (
          <Outlet />
        )}
        <Scripts />
      </body>
    </html>
  );
}
