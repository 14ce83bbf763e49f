import { Trans, useLingui } from "@lingui/react/macro";
import { Group, Pagination, Select, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp, IconSearch, IconSelector } from "@tabler/icons-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { PER_PAGE_OPTIONS } from "@lumiere/validation";
import { useAdminSearch } from "../lib/admin-search";

/**
 * What a paged list asks the server for: the page, its size, the search (debounced) and the sort.
 * The page and the search live in the admin's address (one list is on screen at a time), so a
 * reload or the language switch keeps them; the size and the sort stay in the list.
 */
export function usePagedList<S extends string>(defaultSort: S, defaultPerPage = 25) {
  const [url, updateUrl] = useAdminSearch();
  const page = url.page ?? 1;
  const q = url.q ?? "";
  const [perPage, setPerPageState] = useState(defaultPerPage);
  const [search, setSearchState] = useState(q);
  const [sort, setSortState] = useState<S>(defaultSort);
  const [typed] = useDebouncedValue(search.trim(), 250);
  // What was typed reaches the address once typing pauses (no Back step per key)…
  const sent = useRef(q);
  useEffect(() => {
    if (typed === sent.current) return;
    sent.current = typed;
    updateUrl({ q: typed, page: undefined }, { replace: true });
  }, [typed, updateUrl]);
  // …and an address changed from outside (back/forward, another section) puts its search in the box.
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setSearchState(q);
  }, [q]);
  const setPage = useCallback((value: number) => updateUrl({ page: value }), [updateUrl]);
  return {
    input: { page, perPage, q, sort },
    search,
    sort,
    page,
    perPage,
    setPage,
    setSearch: setSearchState,
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
  const pages = Math.max(1, Math.ceil(total / list.perPage));
  // An address naming a page past the last (rows deleted since, a hand-edited link) opens the last.
  const isPastEnd = total > 0 && list.page > pages;
  useEffect(() => {
    if (isPastEnd) list.setPage(pages);
  }, [isPastEnd, pages, list.setPage]);
  if (total === 0) return null;
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
