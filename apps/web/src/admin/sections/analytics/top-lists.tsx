import { useLingui } from "@lingui/react/macro";
import { Card, Table, Tabs, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { AnalyticsReport } from "./types";

interface Row {
  key: string;
  item: ReactNode;
  lang: string;
  views: number;
}

/** Top pages, referrers and campaigns, each row in its language. */
export function TopLists({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const lists: Array<{ value: string; label: string; head: string; rows: Row[] }> = [
    {
      value: "pages",
      label: t`Top pages`,
      head: t`Page`,
      rows: report.topPages.map((p) => ({ key: `${p.path} ${p.lang}`, item: p.path, lang: p.lang, views: p.pageviews })),
    },
    {
      value: "referrers",
      label: t`Referrers`,
      head: t`Site`,
      rows: report.referrers.map((r) => ({ key: `${r.domain} ${r.lang}`, item: r.domain, lang: r.lang, views: r.pageviews })),
    },
    {
      value: "campaigns",
      label: t`Campaigns`,
      head: t`Campaign`,
      rows: report.campaigns.map((c) => ({
        key: `${c.campaign} ${c.source} ${c.medium} ${c.lang}`,
        item: [c.campaign, [c.source, c.medium].filter(Boolean).join(" / ")].filter(Boolean).join(" · "),
        lang: c.lang,
        views: c.pageviews,
      })),
    },
  ];
  return (
    <Card withBorder radius="md" p="lg" shadow="xs">
      <Title order={2} size="h4" mb="md">
        {t`Sources and pages`}
      </Title>
      <Tabs defaultValue="pages">
        <Tabs.List>
          {lists.map((list) => (
            <Tabs.Tab key={list.value} value={list.value}>
              {list.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {lists.map((list) => (
          <Tabs.Panel key={list.value} value={list.value} pt="sm">
            {list.rows.length === 0 ? (
              <Text size="sm" c="dimmed">{t`Nothing yet in this period.`}</Text>
            ) : (
              <Table data-testid={`top-${list.value}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{list.head}</Table.Th>
                    <Table.Th>{t`Language`}</Table.Th>
                    <Table.Th ta="right">{t`Page views`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.rows.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td ff="monospace" fz="sm">
                        {row.item}
                      </Table.Td>
                      <Table.Td tt="uppercase">{row.lang || "–"}</Table.Td>
                      <Table.Td ta="right">{number.format(row.views)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
