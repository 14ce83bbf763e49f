import { useLingui } from "@lingui/react/macro";
import { Stack, TagsInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { LANGS, type Lang } from "@lumiere/i18n";
import { MAX_TAG_LENGTH, MAX_TAGS, normaliseTags } from "@lumiere/validation";
import type { ArticleValues } from "./article-form";

/**
 * An article's free tags, per language (the site links each to its insights list): typed, then
 * Enter or a comma. Shown as they are stored (lower case), so what the editor sees is the link.
 */
export function ArticleTagsFields({ form }: { form: UseFormReturnType<ArticleValues> }) {
  const { t } = useLingui();
  const labels: Record<Lang, string> = { en: t`English tags`, fr: t`French tags` };
  const description = t`Up to ${MAX_TAGS} tags of ${MAX_TAG_LENGTH} characters; press Enter or type a comma after each.`;
  return (
    <Stack gap="xs">
      {LANGS.map((lang, i) => (
        <TagsInput
          key={lang}
          label={labels[lang]}
          description={i === 0 ? description : undefined}
          splitChars={[",", "Enter"]}
          maxTags={MAX_TAGS}
          clearable
          acceptValueOnBlur
          value={form.values[`tags_${lang}`]}
          onChange={(tags) => form.setFieldValue(`tags_${lang}`, normaliseTags(tags))}
          error={form.errors[`tags_${lang}`]}
        />
      ))}
    </Stack>
  );
}
