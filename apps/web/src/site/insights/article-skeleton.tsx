/** A card-shaped placeholder while articles load. */
export function ArticleSkeleton() {
  return (
    <div className="article-card skeleton-card" aria-hidden="true">
      <div className="article-media skeleton" />
      <div className="article-body">
        <div className="skeleton skeleton-badge" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </div>
    </div>
  );
}
