import { useLingui } from "@lingui/react/macro";
import { Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { Lang } from "@lumiere/i18n";
import { ArticlePreview } from "../../components/article-preview";
import type { ArticleValues } from "./article-form";

/** One language's column: title, slug, excerpt, content and its live preview. */
export function ArticleLangFields({ form, lang }: { form: UseFormReturnType<ArticleValues>; lang: Lang }) {
  const { t } = useLingui();
  const fr = lang === "fr";
  return (
    <Stack gap="sm">
      <TextInput label={fr ? t`French title` : t`English title`} {...form.getInputProps(`title_${lang}`)} />
      <TextInput
        label={fr ? t`French slug` : t`English slug`}
        description={t`Lowercase letters, digits and dashes; left empty, it comes from the title.`}
        {...form.getInputProps(`slug_${lang}`)}
      />
      <Textarea
        label={fr ? t`French excerpt` : t`English excerpt`}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps(`excerpt_${lang}`)}
      />
      <Textarea
        label={fr ? t`French content` : t`English content`}
        description={t`Separate paragraphs with a blank line.`}
        autosize
        minRows={6}
        maxRows={20}
        {...form.getInputProps(`content_${lang}`)}
      />
      <ArticlePreview content={form.values[`content_${lang}`]} />
    </Stack>
  );
}
