import { useLingui } from "@lingui/react/macro";
import { IconBell, IconRocket } from "@tabler/icons-react";
import { ModalButton } from "../shell/site-actions";

/** The closing band: get started (consultation) and notify me of launch. */
export function CtaSection() {
  const { t } = useLingui();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <h2 id="cta-title">{t`Ready to Transform Your Business with AI?`}</h2>
        <p>{t`Book a free consultation with our experts, or be the first to hear when Lumière Studio launches.`}</p>
        <div className="hero-actions">
          <ModalButton modal="consultation" className="btn btn-light btn-lg">
            <IconRocket size={20} aria-hidden="true" />
            {t`Get Started Today`}
          </ModalButton>
          <ModalButton modal="notify" className="btn btn-outline-light btn-lg">
            <IconBell size={20} aria-hidden="true" />
            {t`Notify Me of Launch`}
          </ModalButton>
        </div>
      </div>
    </section>
  );
}
