import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef } from "react";
import { ChatLauncher } from "./chat-launcher";
import { FooterIsland } from "./islands";
import { Header } from "./header";
import { SiteActionsProvider } from "./site-actions";

/** Everything around a public page: skip link, header, footer, chat widget, modals and toasts. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const previous = useRef(pathname);
  // A new page starts at its top (a same-page change such as a hash link keeps the position).
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <SiteActionsProvider>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterIsland />
      <ChatLauncher />
    </SiteActionsProvider>
  );
}
