import { ClientsSection, type ClientsView } from "../case-studies/clients-section";
import type { ArticleCardView } from "../insights/article-card";
import { AboutMission } from "./about-mission";
import { Expertise } from "./expertise";
import { LatestInsights } from "./latest-insights";
import { TechStack } from "./tech-stack";

/** The home page between the hero and the contact section. */
export default function HomeShowcase({ summaries, clients }: { summaries: ArticleCardView[] | null; clients?: ClientsView | null }) {
  return (
    <>
      <Expertise />
      <TechStack />
      <AboutMission />
      <LatestInsights articles={summaries} />
      <ClientsSection clients={clients ?? null} />
    </>
  );
}
