import { useLingui } from "@lingui/react/macro";
import { SimpleGrid } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import { SectionTabs } from "../../components/section-tabs";
import { EmailSettingsCard } from "./email-settings-card";
import { IntegrationsPanel } from "./integrations/integrations-panel";
import { LeadsSettingsCard } from "./leads-settings-card";
import { SecuritySettingsCard } from "./security-settings-card";
import { SeoSettingsCard } from "./seo-settings-card";
import { SiteSettingsCard } from "./site-settings-card";

/**
 * Spec §2: Site Configuration, SEO Settings, Email Configuration (SMTP), Security Settings; plus Leads
 * and Privacy. Integrations (webhooks) is a tab of its own.
 */
export function SettingsSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.settings.get.queryOptions());
  return (
    <>
      <SectionHeader title={t`Settings`} description={t`Site-wide configuration. Each card saves on its own.`} />
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {query.data ? (
        <SectionTabs
          tabs={[
            {
              value: "general",
              label: t`General`,
              content: (
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                  <SiteSettingsCard settings={query.data} />
                  <SeoSettingsCard settings={query.data} />
                  <EmailSettingsCard settings={query.data} />
                  <SecuritySettingsCard settings={query.data} />
                  <LeadsSettingsCard contactEmail={query.data.contactEmail} />
                </SimpleGrid>
              ),
            },
            { value: "integrations", label: t`Integrations`, content: <IntegrationsPanel /> },
          ]}
        />
      ) : null}
    </>
  );
}
