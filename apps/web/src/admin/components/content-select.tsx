import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ContentRef } from "@lumiere/validation";
import { useTRPC } from "../../lib/trpc";
import { refKey, refOfKey } from "../lib/editorial";

/** Picks one page or article (by title), for the sections that show one item's history. */
export function ContentSelect({ value, onChange }: { value: ContentRef | null; onChange: (ref: ContentRef | null) => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const items = useQuery(trpc.admin.editorial.list.queryOptions());
  const group = (kind: ContentRef["kind"], label: string) => ({
    group: label,
    items: (items.data ?? [])
      .filter((i) => i.ref.kind === kind)
      .map((i) => ({ value: refKey(i.ref), label: i.title_en || i.title_fr || refKey(i.ref) })),
  });
  return (
    <Select
      label={t`Page or article`}
      placeholder={t`Choose a page or an article`}
      data={[group("article", t`Articles`), group("page", t`Pages`)]}
      value={value ? refKey(value) : null}
      onChange={(v) => onChange(v ? refOfKey(v) : null)}
      searchable
      maw={480}
      mb="md"
    />
  );
}
