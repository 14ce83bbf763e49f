import type { ArticleCardView } from "../insights/article-card";
import { AboutMission } from "./about-mission";
import { Expertise } from "./expertise";
import { LatestInsights } from "./latest-insights";
import { TechStack } from "./tech-stack";

/** The home page between the hero and the contact section. */
export default function HomeShowcase({ summaries }: { summaries: ArticleCardView[] | null }) {
  return (
    <>
      <Expertise />
      <TechStack />
      <AboutMission />
      <LatestInsights articles={summaries} />
    </>
  );
}
