import { AboutMission } from "./about-mission";
import { Expertise } from "./expertise";
import { LatestInsights } from "./latest-insights";
import { TechStack } from "./tech-stack";

/** The home page between the hero and the contact section. */
export default function HomeShowcase({ summariesFailed }: { summariesFailed: boolean }) {
  return (
    <>
      <Expertise />
      <TechStack />
      <AboutMission />
      <LatestInsights failedOnServer={summariesFailed} />
    </>
  );
}
