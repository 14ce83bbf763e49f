import { Trans, useLingui } from "@lingui/react/macro";
import { Group, Pagination, Select, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp, IconSearch, IconSelector } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { PER_PAGE_OPTIONS } from "@lumiere/validation";

/** What a paged list asks the server for: the page, its size, the search (debounced) and the sort. */
export function usePagedList<S extends string>(defaultSort: S, defaultPerPage = 25) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(defaultPerPage);
  const [search, setSearchState] = useState("");
  const [sort, setSortState] = useState<S>(defaultSort);
  const [q] = useDebouncedValue(search.trim(), 250);
  return {
    input: { page, perPage, q, sort },
    search,
    sort,
    page,
    perPage,
    setPage,
    setSearch: (value: string) => {
      setSearchState(value);
      setPage(1);
    },
    setPerPage: (value: number) => {
      setPerPageState(value);
      setPage(1);
    },
    setSort: (value: S) => {
      setSortState(value);
      setPage(1);
    },
  };
}
export type PagedList<S extends string = string> = ReturnType<typeof usePagedList<S>>;

/** The search box above a paged list. */
export function ListSearch({
  list,
  label,
  placeholder,
}: {
  list: Pick<PagedList, "search" | "setSearch">;
  label: string;
  placeholder: string;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={list.search}
      onChange={(e) => list.setSearch(e.currentTarget.value)}
      w={320}
      maxLength={200}
      type="search"
      mb="md"
    />
  );
}

/** Names for Mantine Pagination's arrows and page buttons (its arrows are icons only). */
export function usePaginationNames() {
  const { t } = useLingui();
  const controlLabels = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` };
  return {
    getControlProps: (control: keyof typeof controlLabels) => ({ "aria-label": controlLabels[control] }),
    getItemProps: (page: number) => ({ "aria-label": t`Page ${page}` }),
  };
}

/** Below a paged list: how many rows it holds, the page size and the pages. */
export function ListPager({
  list,
  total,
  perPageLabel,
}: {
  list: Pick<PagedList, "page" | "perPage" | "setPage" | "setPerPage">;
  total: number;
  perPageLabel: string;
}) {
  const named = usePaginationNames();
  const { t } = useLingui();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / list.perPage));
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Select
          aria-label={perPageLabel}
          data={PER_PAGE_OPTIONS.map(String)}
          value={String(list.perPage)}
          onChange={(v) => list.setPerPage(Number(v ?? 25))}
          allowDeselect={false}
          w={90}
        />
        <Text size="sm" c="dimmed" data-testid="list-total">
          <Trans>{total} in all</Trans>
        </Text>
      </Group>
      <nav aria-label={t`Pages`}>
        <Pagination total={pages} value={Math.min(list.page, pages)} onChange={list.setPage} {...named} />
      </nav>
    </Group>
  );
}

/** A column header that sorts the list: by `by` on the first click, by `reverse` (when given) on the next. */
export function SortHeader<S extends string>({
  list,
  by,
  reverse,
  children,
}: {
  list: PagedList<S>;
  by: S;
  reverse?: S;
  children: ReactNode;
}) {
  const active = list.sort === by ? "by" : reverse && list.sort === reverse ? "reverse" : null;
  const Icon = active === "by" ? IconArrowDown : active === "reverse" ? IconArrowUp : IconSelector;
  return (
    <UnstyledButton
      onClick={() => list.setSort(active === "by" && reverse ? reverse : by)}
      aria-pressed={active !== null}
      style={{ fontWeight: 700, fontSize: "inherit", display: "inline-flex", alignItems: "center", gap: 4 }}
    >
      {children}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}
