import { Tabs } from "@mantine/core";
import type { ReactNode } from "react";

export interface SectionTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** A section's tabs; only the open tab's content is mounted (its queries run when opened). */
export function SectionTabs({ tabs }: { tabs: SectionTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
