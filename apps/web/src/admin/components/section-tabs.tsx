import { Tabs } from "@mantine/core";
import type { ReactNode } from "react";
import { useAdminSearch } from "../lib/admin-search";

export interface SectionTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * A section's tabs; only the open tab's content is mounted (its queries run when opened). The open
 * tab is in the address (?tab=redirects): an unknown one opens the first; another tab starts on
 * its first page with no search.
 */
export function SectionTabs({ tabs }: { tabs: SectionTab[] }) {
  const [search, updateSearch] = useAdminSearch();
  const first = tabs[0]?.value;
  const value = tabs.some((tab) => tab.value === search.tab) ? search.tab : first;
  return (
    <Tabs
      value={value ?? null}
      onChange={(next) => {
        if (next && next !== value)
          updateSearch({ tab: next === first ? undefined : next, page: undefined, q: undefined, status: undefined });
      }}
      keepMounted={false}
    >
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
