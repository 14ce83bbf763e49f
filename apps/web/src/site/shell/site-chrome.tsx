import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef } from "react";
import { focusToast, TOAST_SLOT_ID } from "../../lib/toast-rules";
import { ChatLauncher } from "./chat-launcher";
import { FooterIsland } from "../islands";
import { Header } from "./header";
import { SiteActionsProvider } from "./site-actions";

// F8 focuses the public site's notification region (spec §4), even before the first toast: one
// listener from the moment this module loads, so it works as soon as the page is interactive
// whatever order its parts hydrate in. Admin pages have no such region (and their own F8).
if (typeof window !== "undefined") {
  window.addEventListener("keydown", (e) => {
    if (e.key !== "F8") return;
    const region = document.querySelector<HTMLElement>("[data-site-toasts]");
    if (!region) return;
    e.preventDefault();
    focusToast(region);
  });
}

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
      <section aria-label={t`Notification`} tabIndex={-1} className="toast-region" data-site-toasts="">
        {/* The toasts' own React root mounts here with the first toast (lib/notifications-host). */}
        <div id={TOAST_SLOT_ID} />
      </section>
    </SiteActionsProvider>
  );
}
