import { Trans, useLingui } from "@lingui/react/macro";
import { SectionHeader } from "../../components/section-header";
import { SectionTabs } from "../../components/section-tabs";
import { LogosPanel, TestimonialsPanel } from "./clients-panels";

/** Testimonials and client logos, which the home page shows once published. */
export function ClientsSection() {
  const { t } = useLingui();
  return (
    <>
      <SectionHeader title={t`Clients`} description={t`Testimonials and client logos the home page shows once published.`} />
      <SectionTabs
        tabs={[
          { value: "testimonials", label: <Trans>Testimonials</Trans>, content: <TestimonialsPanel /> },
          { value: "logos", label: <Trans>Client logos</Trans>, content: <LogosPanel /> },
        ]}
      />
    </>
  );
}
