import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

// Shown while a page's data loads on a client-side navigation (after 300 ms): the page's shape in grey.

function Skeleton({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {t`Loading...`}
      </p>
      {children}
    </div>
  );
}

function Lines({ count, shortEvery }: { count: number; shortEvery: number }) {
  return (
    <section className="section" aria-hidden="true">
      <div className="container narrow">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={`skeleton skeleton-line${i % shortEvery === shortEvery - 1 ? " short" : ""}`} />
        ))}
      </div>
    </section>
  );
}

function HeroSkeleton() {
  return (
    <section className="hero hero-page" aria-hidden="true">
      <div className="container hero-inner">
        <div className="skeleton skeleton-title on-dark" />
        <div className="skeleton skeleton-line on-dark" />
        <div className="skeleton skeleton-line short on-dark" />
      </div>
    </section>
  );
}

/** A content page: hero and text. */
export function PageSkeleton() {
  return (
    <Skeleton>
      <HeroSkeleton />
      <Lines count={6} shortEvery={3} />
    </Skeleton>
  );
}

/** The insights page: hero and six article cards. */
export function InsightsSkeleton() {
  return (
    <Skeleton>
      <HeroSkeleton />
      <section className="section" aria-hidden="true">
        <div className="container">
          <div className="article-grid">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="article-card skeleton-card">
                <div className="article-media skeleton" />
                <div className="article-body">
                  <div className="skeleton skeleton-badge" />
                  <div className="skeleton skeleton-line" />
                  <div className="skeleton skeleton-line" />
                  <div className="skeleton skeleton-line short" />
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>
    </Skeleton>
  );
}

/** An article: its header and text. */
export function ArticleSkeleton() {
  return (
    <Skeleton>
      <div className="article-header" aria-hidden="true">
        <div className="container narrow">
          <div className="skeleton skeleton-badge" />
          <div className="skeleton skeleton-title" />
          <div className="skeleton skeleton-line short" />
        </div>
      </div>
      <Lines count={8} shortEvery={4} />
    </Skeleton>
  );
}
