import { Trans, useLingui } from "@lingui/react/macro";
import { Card, SimpleGrid, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type ArticleCategoryKey, articleSaveInputSchema, categoryByText } from "@lumiere/validation";
import type { Lang } from "@lumiere/i18n";
import { useTRPC } from "../../../lib/trpc";
import { zodFieldErrors } from "../../../lib/zod-form";
import { type SaveChoice, SaveActions } from "../../components/save-actions";
import { titleIn } from "../../lib/editorial";
import { saveHandlers } from "../../lib/save-handlers";
import type { Article } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useInvalidate } from "../../lib/use-invalidate";
import { ArticleLangFields } from "./article-lang-fields";
import { ArticleMetaFields } from "./article-meta-fields";
import { UnpublishActions } from "./unpublish-actions";
import { ArticleAuthorField } from "../profiles/article-author-field";

type TextField = "title" | "excerpt" | "content" | "slug";
/** The form's values: every text and the tags in both languages, the category key, the date (YYYY-MM-DD or "": when first published) and the picture. */
export type ArticleValues = Record<`${TextField}_${Lang}` | "publishedAt" | "image_url", string> & {
  category: ArticleCategoryKey;
} & Record<`tags_${Lang}`, string[]>;

function valuesOf(article: Article | undefined): ArticleValues {
  return {
    title_en: article?.title_en ?? "",
    title_fr: article?.title_fr ?? "",
    excerpt_en: article?.excerpt_en ?? "",
    excerpt_fr: article?.excerpt_fr ?? "",
    content_en: article?.content_en ?? "",
    content_fr: article?.content_fr ?? "",
    slug_en: article?.slug_en ?? "",
    slug_fr: article?.slug_fr ?? "",
    category: (article && categoryByText(article.category_en)?.key) || "general",
    tags_en: article?.tags_en ?? [],
    tags_fr: article?.tags_fr ?? [],
    publishedAt: article?.publishedAt ? article.publishedAt.slice(0, 10) : "",
    image_url: article?.image_url ?? "",
  };
}

interface ArticleFormProps {
  /** The article being edited; absent in create mode. */
  article?: Article | undefined;
  /** Its author profile in the working copy (null: none). */
  authorProfileId?: number | null;
  onDone: () => void;
}

/** The inline create/edit form (spec §2, §4): both languages side by side, saved as draft, published or scheduled per language. */
export function ArticleForm({ article, authorProfileId = null, onDone }: ArticleFormProps) {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const form = useForm<ArticleValues>({ mode: "controlled", initialValues: valuesOf(article) });
  const [author, setAuthor] = useState(authorProfileId);

  const handlers = saveHandlers({
    i18n,
    refresh: invalidate.editorial,
    success: article ? t`Article updated successfully` : t`Article created successfully`,
    failure: article ? t`Failed to update article` : t`Failed to create article`,
    setErrors: form.setErrors,
    onDone,
  });
  const create = useMutation(trpc.admin.articles.create.mutationOptions(handlers));
  const update = useMutation(trpc.admin.articles.update.mutationOptions(handlers));

  const save = (choice: SaveChoice) => {
    const { publishedAt, ...values } = form.getValues();
    const input = { ...values, ...choice, ...(publishedAt ? { publishedAt } : {}), authorProfileId: author };
    const errors = zodFieldErrors(articleSaveInputSchema, input, i18n);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (article) update.mutate({ ...input, id: article.id });
    else create.mutate(input);
  };

  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="article-form-title">
      <Title order={2} size="h4" mb="md" id="article-form-title">
        {article ? <Trans>Edit Article</Trans> : <Trans>New Article</Trans>}
      </Title>
      <Stack gap="md">
        <ArticleMetaFields form={form} />
        <ArticleAuthorField value={author} onChange={setAuthor} error={form.errors.authorProfileId} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ArticleLangFields form={form} lang="en" />
          <ArticleLangFields form={form} lang="fr" />
        </SimpleGrid>
        {article ? <UnpublishActions id={article.id} title={titleIn(article, lang)} /> : null}
        <SaveActions
          contentRef={article ? { kind: "article", id: article.id } : null}
          isSaving={create.isPending || update.isPending}
          onSave={save}
          onCancel={onDone}
          publishAtError={form.errors.publishAt as string | undefined}
        />
      </Stack>
    </Card>
  );
}
