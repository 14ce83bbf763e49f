import type { ReactNode } from "react";
import { SafeHtml } from "../../lib/safe-html";
import type { LocalizedPage } from "./localized-page";
import { PageHero } from "./page-hero";

interface ContentPageProps {
  page: LocalizedPage;
  heroActions?: ReactNode;
  aside?: ReactNode;
}

/** A record-driven page: hero, then the main HTML beside an optional side column. */
export function ContentPage({ page, heroActions, aside }: ContentPageProps) {
  return (
    <>
      <PageHero html={page.hero} title={page.title}>
        {heroActions}
      </PageHero>
      {(page.main || aside) && (
        <section className="section">
          <div className={`container${aside ? " content-grid" : " narrow"}`}>
            {page.main && <SafeHtml html={page.main} className="prose" />}
            {aside && <div className="content-aside">{aside}</div>}
          </div>
        </section>
      )}
    </>
  );
}
