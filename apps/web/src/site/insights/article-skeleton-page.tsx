import { useLingui } from "@lingui/react/macro";

/** While an article loads on a client-side navigation. */
export function ArticleSkeletonPage() {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {t`Loading...`}
      </p>
      <div className="article-header" aria-hidden="true">
        <div className="container narrow">
          <div className="skeleton skeleton-badge" />
          <div className="skeleton skeleton-title" />
          <div className="skeleton skeleton-line short" />
        </div>
      </div>
      <div className="section" aria-hidden="true">
        <div className="container narrow">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <div key={i} className={`skeleton skeleton-line${i % 4 === 3 ? " short" : ""}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
