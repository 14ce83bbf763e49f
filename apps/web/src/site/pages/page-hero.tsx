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

const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * The heading's hyphenated words ("Cutting-Edge") each in a no-wrap span: browsers may break a line
 * after a hyphen, which splits the word in two on a wide screen. The text itself is unchanged.
 */
export function keepHyphenatedWords(html: string): string {
  return html.replace(/(<h1\b[^>]*>)([\s\S]*?)(<\/h1>)/i, (_, open: string, inner: string, close: string) => {
    const text = inner
      .split(/(<[^>]*>)/)
      .map((part) => (part.startsWith("<") ? part : part.replace(HYPHENATED, (word) => `<span class="nowrap">${word}</span>`)))
      .join("");
    return `${open}${text}${close}`;
  });
}

/** The gradient band at the top of every page, with the record's hero copy and optional buttons. */
export function PageHero({ html, title, variant = "page", children }: PageHeroProps) {
  const content = keepHyphenatedWords(/<h1[\s>]/i.test(html) ? html : `<h1>${escapeHtml(title)}</h1>${html}`);
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
