import { useLingui } from "@lingui/react/macro";
import { Avatar, Group, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";

interface ProfilePhotoPickerProps {
  value: number | null;
  /** The chosen picture's address when the form opened (it may not be among the first matches). */
  currentUrl: string | null;
  onChange: (id: number | null) => void;
  error?: unknown;
}

/** A picture of the Media Library (searched by file name on the server); its alt text is the photo's. */
export function ProfilePhotoPicker({ value, currentUrl, onChange, error }: ProfilePhotoPickerProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const images = useQuery(
    trpc.admin.media.page.queryOptions({ page: 1, perPage: 25, q, category: "image" }, { placeholderData: keepPreviousData }),
  );
  const items = images.data?.items ?? [];
  const options = items.map((m) => ({ value: String(m.id), label: m.filename }));
  if (value !== null && !options.some((o) => o.value === String(value))) {
    options.unshift({ value: String(value), label: currentUrl?.split("/").pop() ?? String(value) });
  }
  const shown = items.find((m) => m.id === value);
  const preview = shown ? (shown.variants[0]?.url ?? shown.url) : currentUrl;
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Avatar src={value !== null ? preview : null} alt="" radius="xl" size="lg" />
      <Select
        label={t`Photo`}
        description={t`A picture of the Media Library; its alt text describes it on the site.`}
        placeholder={t`No photo`}
        data={options}
        value={value === null ? null : String(value)}
        onChange={(v) => onChange(v ? Number(v) : null)}
        searchable
        clearable
        onSearchChange={setSearch}
        nothingFoundMessage={t`No picture matches`}
        error={error as string | undefined}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
