import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconArrowRight, IconTarget } from "@tabler/icons-react";
import { useLang } from "../../lib/use-lang";

/** About the company, with its mission statement and a few facts. */
export function AboutMission() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = [
    { value: "2019", label: t`Founded in Paris` },
    { value: "20+", label: t`Data scientists and engineers` },
    { value: t`4–8 weeks`, label: t`From workshop to proof of concept` },
    { value: "100%", label: t`Hosting in the EU or on your premises` },
  ];
  return (
    <section className="section" aria-labelledby="about-title">
      <div className="container split">
        <div>
          <p className="eyebrow">{t`About us`}</p>
          <h2 id="about-title">{t`About Lumière AI`}</h2>
          <p className="lead">
            {t`Founded in Paris, our team of data scientists and engineers works side by side with your business experts, from the discovery workshop to production and long-term support.`}
          </p>
          <div className="mission">
            <span className="icon-tile" aria-hidden="true">
              <IconTarget size={22} />
            </span>
            <div>
              <h3>{t`Our mission`}</h3>
              <p>{t`To make cutting-edge AI useful, responsible and accessible to European organisations of every size.`}</p>
            </div>
          </div>
          <Link to="/$lang/about" params={{ lang }} className="text-link">
            {t`Learn more about us`}
            <IconArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
        <dl className="facts">
          {facts.map((f) => (
            <div key={f.label} className="fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
