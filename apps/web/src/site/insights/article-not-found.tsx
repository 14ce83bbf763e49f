import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconArrowLeft, IconFileSearch } from "@tabler/icons-react";
import { useLang } from "../../lib/use-lang";

/** Spec §8: an unknown or unavailable article. */
export function ArticleNotFound() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <section className="section status-page">
      <div className="container narrow status-card">
        <span className="icon-tile icon-tile-lg" aria-hidden="true">
          <IconFileSearch size={32} />
        </span>
        <h1>{t`Article Not Found`}</h1>
        <p className="lead">{t`The article you're looking for doesn't exist.`}</p>
        <Link to="/$lang/insights" params={{ lang }} className="btn btn-primary">
          <IconArrowLeft size={18} aria-hidden="true" />
          {t`Back to Insights`}
        </Link>
      </div>
    </section>
  );
}
