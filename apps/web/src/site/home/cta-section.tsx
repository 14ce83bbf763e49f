import { useLingui } from "@lingui/react/macro";
import { IconBell, IconRocket } from "@tabler/icons-react";
import { preloadModals, useSiteActions } from "../shell/site-actions";

/** The closing band: get started (consultation) and notify me of launch. */
export function CtaSection() {
  const { t } = useLingui();
  const { openConsultation, openNotify } = useSiteActions();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <h2 id="cta-title">{t`Ready to Transform Your Business with AI?`}</h2>
        <p>{t`Book a free consultation with our experts, or be the first to hear when Lumière Studio launches.`}</p>
        <div className="hero-actions">
          <button
            type="button"
            className="btn btn-light btn-lg"
            onClick={openConsultation}
            onPointerEnter={preloadModals}
            onFocus={preloadModals}
          >
            <IconRocket size={20} aria-hidden="true" />
            {t`Get Started Today`}
          </button>
          <button
            type="button"
            className="btn btn-outline-light btn-lg"
            onClick={openNotify}
            onPointerEnter={preloadModals}
            onFocus={preloadModals}
          >
            <IconBell size={20} aria-hidden="true" />
            {t`Notify Me of Launch`}
          </button>
        </div>
      </div>
    </section>
  );
}
