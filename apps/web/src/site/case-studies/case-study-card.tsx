import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconArrowRight } from "@tabler/icons-react";
import type { Lang } from "@lumiere/i18n";
import { industryLabel } from "./labels";

/** A card's case study, in the page's language (`showcase.caseStudies`). */
export interface CaseStudyCardView {
  id: number;
  slug: string;
  title: string;
  summary: string;
  client: string;
  industry: string;
  results: Array<{ figure: string; label: string }>;
  picture: { url: string; alt: string } | null;
}

/** The first results a card shows. */
const CARD_RESULTS = 2;

/** A case study card: picture, industry, title, client, summary, two key figures, read link. */
export function CaseStudyCard({ study, lang, eager = false }: { study: CaseStudyCardView; lang: Lang; eager?: boolean }) {
  const { t, i18n } = useLingui();
  const titleId = `case-study-${study.id}-title`;
  const industry = industryLabel(study.industry);
  return (
    <article className="case-card" aria-labelledby={titleId}>
      {study.picture && (
        <div className="case-card-media">
          <img src={study.picture.url} alt={study.picture.alt} loading={eager ? "eager" : "lazy"} decoding="async" />
        </div>
      )}
      <div className="case-card-body">
        {industry && <p className="case-industry">{i18n._(industry)}</p>}
        <h2 id={titleId} className="case-card-title">
          {study.title}
        </h2>
        <p className="case-client">{study.client}</p>
        <p className="case-summary">{study.summary}</p>
        {study.results.length > 0 && (
          <dl className="case-figures">
            {study.results.slice(0, CARD_RESULTS).map((r) => (
              <div key={`${r.figure}-${r.label}`}>
                <dt>{r.figure}</dt>
                <dd>{r.label}</dd>
              </div>
            ))}
          </dl>
        )}
        <Link to="/$lang/case-studies/$slug" params={{ lang, slug: study.slug }} className="read-more">
          {t`Read the case study`}
          <span className="sr-only">: {study.title}</span>
          <IconArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
