import { useLingui } from "@lingui/react/macro";
import { SimpleGrid } from "@mantine/core";
import { IconAddressBook, IconArticle, IconFileText, IconPhoto } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { QueryState } from "../components/query-state";
import { SectionHeader } from "../components/section-header";
import { StatCard } from "../components/stat-card";
import { useCan } from "../lib/use-can";
import type { SectionProps } from "../sections";
import { NewLeadsCard } from "./new-leads-card";

/** Spec §2: the four real counts. */
export function DashboardSection({ onNavigate }: SectionProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const allowed = useCan();
  const counts = useQuery(trpc.admin.dashboard.counts.queryOptions(undefined, { refetchOnMount: "always" }));
  const data = counts.data;
  return (
    <>
      <SectionHeader title={t`Dashboard`} description={t`An overview of the site's content and messages.`} />
      {counts.error ? <QueryState isPending={false} error={counts.error} onRetry={() => void counts.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        <StatCard label={t`Total Articles`} value={data?.totalArticles} icon={IconArticle} color="indigo" />
        <StatCard label={t`Total Pages`} value={data?.totalPages} icon={IconFileText} color="grape" />
        <StatCard label={t`Contacts`} value={data?.contacts} icon={IconAddressBook} color="teal" />
        <StatCard label={t`Media Files`} value={data?.mediaFiles} icon={IconPhoto} color="orange" />
      </SimpleGrid>
      {/* New leads are for the people who work the inbox. */}
      {allowed("leads") ? <NewLeadsCard onOpen={(id) => onNavigate?.(id)} /> : null}
    </>
  );
}
