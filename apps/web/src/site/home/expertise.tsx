import { useLingui } from "@lingui/react/macro";
import { IconChartLine, IconEye, IconMessageLanguage, IconSchool } from "@tabler/icons-react";

/** The four expertise areas (spec §1). */
export function Expertise() {
  const { t } = useLingui();
  const areas = [
    {
      Icon: IconMessageLanguage,
      title: t`Natural Language Processing`,
      text: t`Assistants, document analysis and email triage that read, classify and write text in English and French.`,
    },
    {
      Icon: IconChartLine,
      title: t`Predictive Analytics`,
      text: t`Forecasting and scoring models that turn your historical data into decisions your planners trust.`,
    },
    {
      Icon: IconSchool,
      title: t`Adaptive Learning`,
      text: t`Training paths and recommendations that adjust to each user and improve with every interaction.`,
    },
    {
      Icon: IconEye,
      title: t`Computer Vision`,
      text: t`Image and video models that inspect products, read documents and track stock, in the cloud or at the edge.`,
    },
  ];
  return (
    <section className="section" aria-labelledby="expertise-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t`What we do`}</p>
          <h2 id="expertise-title">{t`Our Expertise`}</h2>
          <p className="lead">{t`Research-grade machine learning combined with pragmatic engineering, focused on four areas where AI delivers value quickly and reliably.`}</p>
        </header>
        <div className="card-grid card-grid-4">
          {areas.map(({ Icon, title, text }) => (
            <div key={title} className="feature-card">
              <span className="icon-tile" aria-hidden="true">
                <Icon size={26} stroke={1.75} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
