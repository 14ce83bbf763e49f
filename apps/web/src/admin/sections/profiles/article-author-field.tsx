import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

interface ArticleAuthorFieldProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: unknown;
}

/** The article's author: one of the profiles (a hidden one is named so), or none (the company). */
export function ArticleAuthorField({ value, onChange, error }: ArticleAuthorFieldProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.profiles.options.queryOptions());
  const data = (options.data ?? []).map((p) => ({ value: String(p.id), label: p.published ? p.name : t`${p.name} (hidden)` }));
  return (
    <Select
      label={t`Author`}
      description={t`Shown on the article with a link to the author's page; none: the company.`}
      placeholder={t`No author`}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      clearable
      searchable
      nothingFoundMessage={t`No profile matches`}
      error={error as string | undefined}
      maw={420}
    />
  );
}
