import { Trans, useLingui } from "@lingui/react/macro";
import { SectionHeader } from "../../components/section-header";
import { SectionTabs } from "../../components/section-tabs";
import { ActivityFeed } from "./activity-feed";
import { TranslationBoard } from "./translation-board";

/** Spec §2 Collaboration: the team's activity feed, and the translation status of every page and article. */
export function CollaborationSection() {
  const { t } = useLingui();
  return (
    <>
      <SectionHeader title={t`Collaboration`} description={t`Work on content together with your team.`} />
      <SectionTabs
        tabs={[
          { value: "activity", label: <Trans>Activity</Trans>, content: <ActivityFeed /> },
          { value: "translations", label: <Trans>Translation status</Trans>, content: <TranslationBoard /> },
        ]}
      />
    </>
  );
}
