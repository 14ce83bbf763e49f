import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs } from "@mantine/core";
import { SectionHeader } from "../../components/section-header";
import { ActivityFeed } from "./activity-feed";
import { TranslationBoard } from "./translation-board";

/** Spec §2 Collaboration: the team's activity feed, and the translation status of every page and article. */
export function CollaborationSection() {
  const { t } = useLingui();
  return (
    <>
      <SectionHeader title={t`Collaboration`} description={t`Work on content together with your team.`} />
      <Tabs defaultValue="activity" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="activity">
            <Trans>Activity</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="translations">
            <Trans>Translation status</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="activity">
          <ActivityFeed />
        </Tabs.Panel>
        <Tabs.Panel value="translations">
          <TranslationBoard />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
