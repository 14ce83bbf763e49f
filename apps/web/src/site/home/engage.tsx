import { ContactSection } from "./contact-section";
import { CtaSection } from "./cta-section";

/** The end of the home page: contact form and calls to action. */
export default function HomeEngage() {
  return (
    <>
      <ContactSection />
      <CtaSection />
    </>
  );
}
