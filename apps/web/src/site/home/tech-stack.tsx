import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconActivityHeartbeat, IconArrowRight, IconBrain, IconDatabase, IconFlask, IconShieldLock, IconStack2 } from "@tabler/icons-react";
import { useLang } from "../../lib/use-lang";

/** The technology stack section of the home page. */
export function TechStack() {
  const { t } = useLingui();
  const lang = useLang();
  const items = [
    { Icon: IconBrain, title: t`Language Models & RAG`, text: t`Assistants that answer from your own documents and cite their sources.` },
    {
      Icon: IconFlask,
      title: t`PyTorch, TensorFlow, scikit-learn`,
      text: t`The right modelling tool for vision, language or tabular data.`,
    },
    { Icon: IconDatabase, title: t`PostgreSQL & Vector Search`, text: t`Reliable data platforms with automated quality checks.` },
    { Icon: IconStack2, title: t`Kubernetes & MLOps`, text: t`Versioned models, reproducible training and one-command rollbacks.` },
    { Icon: IconActivityHeartbeat, title: t`Model Monitoring`, text: t`Quality, drift, latency and cost tracked, with alerts.` },
    { Icon: IconShieldLock, title: t`EU Hosting & GDPR`, text: t`EU cloud or on-premise; your data never trains third-party models.` },
  ];
  return (
    <section className="section section-tinted" aria-labelledby="stack-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t`Technology`}</p>
          <h2 id="stack-title">{t`Our Technology Stack`}</h2>
          <p className="lead">{t`Proven, largely open-source tools, chosen for your constraints so you are never locked in to a single vendor.`}</p>
        </header>
        <div className="card-grid card-grid-3">
          {items.map(({ Icon, title, text }) => (
            <div key={title} className="tech-item">
              <span className="icon-tile icon-tile-soft" aria-hidden="true">
                <Icon size={22} stroke={1.75} />
              </span>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </div>
          ))}
        </div>
        <p className="section-link">
          <Link to="/$lang/technology" params={{ lang }} className="text-link">
            {t`Discover our technology`}
            <IconArrowRight size={16} aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
