import { useLingui } from "@lingui/react/macro";
import { Badge, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { ARTICLE_CATEGORIES, type ArticleCategoryKey, categoryByKey } from "@lumiere/validation";
import { MediaPicker } from "../../components/media-picker";
import { useAdminLang } from "../../lib/use-admin-lang";
import type { ArticleValues } from "./article-form";
import { ArticleTagsFields } from "./article-tags-fields";

/** Mantine's palette for the spec's badge tones. */
export const TONE_COLORS: Record<string, string> = {
  indigo: "indigo",
  cyan: "cyan",
  violet: "violet",
  teal: "teal",
  amber: "yellow",
  rose: "pink",
  gray: "gray",
};

/** The category as its coloured badge, in the admin's language. */
export function CategoryPill({ category }: { category: ArticleCategoryKey }) {
  const lang = useAdminLang();
  const c = categoryByKey(category);
  return (
    <Badge variant="light" color={TONE_COLORS[c.tone]} style={{ flexShrink: 0, maxWidth: "none" }}>
      {c[lang]}
    </Badge>
  );
}

/** What both languages share (category, publication date, picture from the library or by its URL), and each language's tags beside the category. */
export function ArticleMetaFields({ form }: { form: UseFormReturnType<ArticleValues> }) {
  const { t } = useLingui();
  const lang = useAdminLang();
  // In the admin's language: the badge beside it shows the same name, the site shows each language's.
  const data = ARTICLE_CATEGORIES.map((c) => ({ value: c.key, label: c[lang] }));
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {/* At the top of its cell, level with the date, however tall the picture's column grows. */}
      <Stack gap="sm" style={{ alignSelf: "start" }}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Select label={t`Category`} data={data} allowDeselect={false} {...form.getInputProps("category")} style={{ flex: 1 }} />
          <CategoryPill category={form.values.category} key={lang} />
        </Group>
        <ArticleTagsFields form={form} />
      </Stack>
      <TextInput
        type="date"
        label={t`Publication date`}
        description={t`Left empty: the day it is first published.`}
        {...form.getInputProps("publishedAt")}
      />
      <Stack gap="sm">
        <MediaPicker value={form.values.image_url} onChange={(url) => form.setFieldValue("image_url", url)} />
        {/* Spec §2's "image URL": any picture's address, the picker above filling it from the library. */}
        <TextInput
          label={t`Image URL`}
          description={t`A picture of this site (/media/…) or of another (https://…).`}
          placeholder="https://"
          maxLength={2000}
          {...form.getInputProps("image_url")}
        />
      </Stack>
    </SimpleGrid>
  );
}
