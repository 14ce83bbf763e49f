import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { fillCompanyFactsIn, useCompanyFacts } from "./company-facts";
import { TYPESET } from "./typography";
import { sanitizeForDisplay } from "./sanitize";

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Server HTML (page records), sanitised for display, with the company's facts written into their
 * placeholders (server-rendered: nothing moves once the page shows) and French guillemets kept with
 * their words; internal links navigate without a reload.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const router = useRouter();
  const { facts, lang } = useCompanyFacts();
  const ref = useRef<HTMLDivElement>(null);
  // One delegated listener turns plain site links inside the HTML into client-side navigations.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest("a");
      const href = a?.getAttribute("href");
      if (!a || !href?.startsWith("/") || href.startsWith("//") || a.target) return;
      e.preventDefault();
      void router.navigate({ href });
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [router]);
  return (
    <div
      ref={ref}
      className={className}
      dangerouslySetInnerHTML={{
        __html: TYPESET[lang](fillCompanyFactsIn(sanitizeForDisplay(html), facts, lang)),
      }}
    />
  );
}
