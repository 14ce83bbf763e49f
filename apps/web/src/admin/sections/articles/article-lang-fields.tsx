import { useLingui } from "@lingui/react/macro";
import { Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { Lang } from "@lumiere/i18n";
import { ArticlePreview } from "../../components/article-preview";
import type { ArticleValues } from "./article-form";
import { MarkdownEditor } from "./markdown/markdown-editor";

/** One language's column: title, slug, excerpt, content and its live preview. */
export function ArticleLangFields({ form, lang }: { form: UseFormReturnType<ArticleValues>; lang: Lang }) {
  const { t } = useLingui();
  const labels: Record<Lang, { title: string; slug: string; excerpt: string; content: string }> = {
    en: { title: t`English title`, slug: t`English slug`, excerpt: t`English excerpt`, content: t`English content` },
    fr: { title: t`French title`, slug: t`French slug`, excerpt: t`French excerpt`, content: t`French content` },
  };
  return (
    <Stack gap="sm">
      <TextInput label={labels[lang].title} {...form.getInputProps(`title_${lang}`)} />
      <TextInput
        label={labels[lang].slug}
        description={t`Lowercase letters, digits and dashes; left empty, it comes from the title.`}
        {...form.getInputProps(`slug_${lang}`)}
      />
      <Textarea label={labels[lang].excerpt} autosize minRows={2} maxRows={5} {...form.getInputProps(`excerpt_${lang}`)} />
      <MarkdownEditor
        label={labels[lang].content}
        description={t`Markdown: separate paragraphs with a blank line; # for a heading, - for a list, > for a quote.`}
        lang={lang}
        value={form.values[`content_${lang}`]}
        onChange={(v) => form.setFieldValue(`content_${lang}`, v)}
        error={form.errors[`content_${lang}`]}
      />
      <ArticlePreview content={form.values[`content_${lang}`]} lang={lang} />
    </Stack>
  );
}
