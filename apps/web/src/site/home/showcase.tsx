import type { ArticleSummaryView } from "../insights/article-card";
import { AboutMission } from "./about-mission";
import { Expertise } from "./expertise";
import { LatestInsights } from "./latest-insights";
import { TechStack } from "./tech-stack";

/** The home page between the hero and the contact section. */
export default function HomeShowcase({ summaries }: { summaries: ArticleSummaryView[] | null }) {
  return (
    <>
      <Expertise />
      <TechStack />
      <AboutMission />
      <LatestInsights articles={summaries} />
    </>
  );
}
