import { useLingui } from "@lingui/react/macro";
import { ContactForm } from "../pages/contact-form";
import { ContactInfo } from "../pages/contact-info";

/** Home: the contact form beside the contact details. */
export function ContactSection() {
  const { t } = useLingui();
  return (
    <section className="section" aria-labelledby="contact-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t`Contact`}</p>
          <h2 id="contact-title">{t`Get in Touch`}</h2>
          <p className="lead">{t`Tell us about your project. We reply to every message within 24 hours on business days.`}</p>
        </header>
        <div className="contact-grid">
          <ContactInfo headingLevel={3} />
          <ContactForm headingLevel={3} />
        </div>
      </div>
    </section>
  );
}
