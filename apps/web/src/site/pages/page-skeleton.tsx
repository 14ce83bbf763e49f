import { useLingui } from "@lingui/react/macro";

/** Shown while a page's data loads on a client-side navigation (after 300 ms). */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {t`Loading...`}
      </p>
      <section className="hero hero-page" aria-hidden="true">
        <div className="container hero-inner">
          <div className="skeleton skeleton-title on-dark" />
          <div className="skeleton skeleton-line on-dark" />
          <div className="skeleton skeleton-line short on-dark" />
        </div>
      </section>
      <section className="section" aria-hidden="true">
        <div className="container narrow">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className={`skeleton skeleton-line${i % 3 === 2 ? " short" : ""}`} />
          ))}
        </div>
      </section>
    </div>
  );
}
