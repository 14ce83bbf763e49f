import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContentRef } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { refKey, refOfKey } from "../lib/editorial";
import { useAdminLang } from "../lib/use-admin-lang";
import { titleIn } from "../lib/editorial";

/** How many matches the chooser lists; typing narrows them on the server. */
const SHOWN = 25;

/**
 * Picks one page, landing page or article by title, for the sections that show one item's history. The server
 * searches (debounced as one types) and sends the first matches, never the whole archive.
 */
export function ContentSelect({ value, onChange }: { value: ContentRef | null; onChange: (ref: ContentRef | null) => void }) {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  // The chosen item's name stays shown whatever the current matches are.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [q] = useDebouncedValue(search.trim(), 250);
  // Once chosen, the box shows its name: that is not a search.
  const query = chosen && q === chosen.label ? "" : q;
  const items = useQuery(
    trpc.admin.editorial.page.queryOptions({ page: 1, perPage: SHOWN, q: query }, { placeholderData: keepPreviousData }),
  );
  const options = (kind: ContentRef["kind"]) =>
    (items.data?.items ?? [])
      .filter((i) => i.ref.kind === kind)
      .map((i) => ({ value: refKey(i.ref), label: titleIn(i, lang) || refKey(i.ref) }));
  const articles = options("article");
  const pages = options("page");
  const landingPages = options("landing");
  const selected = value ? refKey(value) : null;
  if (chosen && chosen.value === selected && ![...articles, ...pages, ...landingPages].some((o) => o.value === chosen.value))
    articles.unshift(chosen);
  const total = items.data?.total ?? 0;
  return (
    <Select
      label={t`Page or article`}
      placeholder={t`Choose a page or an article`}
      description={total > SHOWN ? t`The first ${SHOWN} of ${total}: type to find another.` : undefined}
      data={[
        { group: t`Articles`, items: articles },
        { group: t`Pages`, items: pages },
        { group: t`Landing pages`, items: landingPages },
      ]}
      value={selected}
      onChange={(v, option) => {
        setChosen(v && option ? { value: v, label: option.label } : null);
        onChange(v ? refOfKey(v) : null);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show what it sent.
      filter={({ options: all }) => all}
      nothingFoundMessage={items.isFetching ? t`Searching…` : t`Nothing matches.`}
      maxLength={200}
      maw={480}
      mb="md"
    />
  );
}
