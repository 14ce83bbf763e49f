import type { ReactNode } from "react";
import { SafeHtml } from "../../lib/safe-html";
import type { LocalizedPage } from "./localized-page";
import { PageHero } from "./page-hero";

interface ContentPageProps {
  page: LocalizedPage;
  heroActions?: ReactNode;
  /** A call to action shown as a band after the content. */
  cta?: ReactNode;
}

/**
 * A record-driven page: hero, then the main HTML at full width (running text at a reading
 * measure, designed blocks such as cards and timelines across the page: see rich-content.css),
 * then an optional call-to-action band.
 */
export function ContentPage({ page, heroActions, cta }: ContentPageProps) {
  return (
    <>
      <PageHero html={page.hero} title={page.title}>
        {heroActions}
      </PageHero>
      {page.main && (
        <section className="section">
          <div className="container">
            <SafeHtml html={page.main} className="prose rich" />
          </div>
        </section>
      )}
      {cta && (
        <section className="section section-tinted page-cta">
          <div className="container">{cta}</div>
        </section>
      )}
    </>
  );
}
