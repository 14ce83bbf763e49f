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
  /** Not on a landing page's strip, which shows the story only. */
  industry?: string;
  results?: Array<{ figure: string; label: string }>;
  picture: { url: string; alt: string } | null;
}

/** The first results a card shows. */
const CARD_RESULTS = 2;

/**
 * A case study card: picture, industry, title, client, summary, two key figures, read link. Its
 * title is a heading of `level` (under the page's h1, or under a section's h2), with an id unique
 * on the page (`idPrefix` when the page can show a study twice).
 */
export function CaseStudyCard({
  study,
  lang,
  eager = false,
  level = 2,
  idPrefix = "case-study",
}: {
  study: CaseStudyCardView;
  lang: Lang;
  eager?: boolean;
  level?: 2 | 3;
  idPrefix?: string;
}) {
  const { t, i18n } = useLingui();
  const titleId = `${idPrefix}-${study.id}-title`;
  const industry = study.industry ? industryLabel(study.industry) : undefined;
  const Heading = level === 2 ? "h2" : "h3";
  const results = study.results ?? [];
  return (
    <article className="case-card" aria-labelledby={titleId}>
      {study.picture && (
        <div className="case-card-media">
          <img src={study.picture.url} alt={study.picture.alt} loading={eager ? "eager" : "lazy"} decoding="async" />
        </div>
      )}
      <div className="case-card-body">
        {industry && <p className="case-industry">{i18n._(industry)}</p>}
        <Heading id={titleId} className="case-card-title">
          {study.title}
        </Heading>
        <p className="case-client">{study.client}</p>
        <p className="case-summary">{study.summary}</p>
        {results.length > 0 && (
          <dl className="case-figures">
            {results.slice(0, CARD_RESULTS).map((r) => (
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
