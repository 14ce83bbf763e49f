import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconArrowRight } from "@tabler/icons-react";
import { useLang } from "../../lib/use-lang";
import { ArticleGrid } from "../insights/article-grid";
import type { ArticleCardView } from "../insights/article-card";

/** The three newest articles. */
export function LatestInsights({ articles }: { articles: ArticleCardView[] | null }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <section className="section section-tinted" aria-labelledby="insights-title">
      <div className="container">
        <header className="section-header section-header-row">
          <div>
            <p className="eyebrow">{t`Insights`}</p>
            <h2 id="insights-title">{t`Latest Insights`}</h2>
            <p className="lead">{t`Practical lessons from our projects in AI, data and machine learning.`}</p>
          </div>
          <Link to="/$lang/insights" params={{ lang }} className="text-link">
            {t`View all insights`}
            <IconArrowRight size={16} aria-hidden="true" />
          </Link>
        </header>
        <ArticleGrid articles={articles} lang={lang} headingLevel={3} />
      </div>
    </section>
  );
}
