import type { ReactNode } from "react";
import { SafeHtml } from "../../lib/safe-html";
import { escapeHtml } from "@lumiere/validation/html";

interface PageHeroProps {
  /** Hero HTML of the page record: an <h1> and a paragraph. */
  html: string;
  /** Used as the heading when the HTML has none, so every page keeps one <h1>. */
  title: string;
  variant?: "home" | "page";
  children?: ReactNode;
}

/** The gradient band at the top of every page, with the record's hero copy and optional buttons. */
export function PageHero({ html, title, variant = "page", children }: PageHeroProps) {
  const content = /<h1[\s>]/i.test(html) ? html : `<h1>${escapeHtml(title)}</h1>${html}`;
  return (
    <section className={`hero hero-${variant}`}>
      <div className="hero-glow" aria-hidden="true" />
      <div className="container hero-inner">
        <SafeHtml html={content} className="hero-copy" />
        {children && <div className="hero-actions">{children}</div>}
      </div>
    </section>
  );
}
