import { IconBriefcase, IconChartBar, IconCpu, IconEye, IconHeartbeat, IconNews, IconRobot } from "@tabler/icons-react";

export type CategoryTone = "indigo" | "cyan" | "violet" | "teal" | "amber" | "rose" | "gray";

interface CategoryStyle {
  tone: CategoryTone;
  Icon: typeof IconNews;
}

// Spec §9: badge colour and icon follow the category text, in either language; anything else is grey with a newspaper.
const byCategory: Record<string, CategoryStyle> = {
  "ai technology": { tone: "indigo", Icon: IconCpu },
  "technologie ia": { tone: "indigo", Icon: IconCpu },
  analytics: { tone: "cyan", Icon: IconChartBar },
  analytique: { tone: "cyan", Icon: IconChartBar },
  "computer vision": { tone: "violet", Icon: IconEye },
  "vision par ordinateur": { tone: "violet", Icon: IconEye },
  "machine learning": { tone: "teal", Icon: IconRobot },
  "apprentissage automatique": { tone: "teal", Icon: IconRobot },
  "business solutions": { tone: "amber", Icon: IconBriefcase },
  "solutions d'entreprise": { tone: "amber", Icon: IconBriefcase },
  "healthcare innovation": { tone: "rose", Icon: IconHeartbeat },
  "innovation en santé": { tone: "rose", Icon: IconHeartbeat },
};

const fallback: CategoryStyle = { tone: "gray", Icon: IconNews };

export function categoryStyle(category: string): CategoryStyle {
  return byCategory[category.trim().toLowerCase().replace(/’/g, "'")] ?? fallback;
}
