import { useLingui } from "@lingui/react/macro";
import { Grid } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { QueryState } from "../components/query-state";
import { SectionHeader } from "../components/section-header";
import { SectionTabs } from "../components/section-tabs";
import { useCan } from "../lib/use-can";
import { AiSettingsForm } from "./ai-settings-form";
import { AiStatusCard } from "./ai-status-card";
import { ConversationsPanel } from "./ai/conversations-panel";
import { KnowledgePanel } from "./ai/knowledge-panel";

/** Spec §2 and §9: temperature, max length, system prompt and model of Aya, plus the real status. */
export function AiSettingsSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const allowed = useCan();
  // Each tab is for the people who hold its permission: the provider settings "ai", knowledge, conversations.
  const query = useQuery({ ...trpc.admin.ai.get.queryOptions(), enabled: allowed("ai") });
  return (
    <>
      <SectionHeader title={t`AI Settings`} description={t`How Aya, the site's assistant, answers visitors.`} />
      <SectionTabs
        tabs={[
          {
            permission: "ai" as const,
            value: "settings",
            label: t`Settings`,
            content: (
              <>
                <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
                {query.data ? (
                  <Grid gap="lg">
                    <Grid.Col span={{ base: 12, lg: 8 }}>
                      <AiSettingsForm settings={query.data} />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, lg: 4 }}>
                      <AiStatusCard settings={query.data} />
                    </Grid.Col>
                  </Grid>
                ) : null}
              </>
            ),
          },
          { permission: "knowledge" as const, value: "knowledge", label: t`Knowledge`, content: <KnowledgePanel /> },
          { permission: "conversations" as const, value: "conversations", label: t`Conversations`, content: <ConversationsPanel /> },
        ].filter((tab) => allowed(tab.permission))}
      />
    </>
  );
}
