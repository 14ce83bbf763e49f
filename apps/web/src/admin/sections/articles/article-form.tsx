import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { type ArticleInput, articleInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Article } from "../../lib/types";
import { useInvalidate } from "../../lib/use-invalidate";
import { zodValidate } from "../../../lib/zod-form";

interface ArticleFormProps {
  /** The article being edited; absent in create mode. */
  article?: Article | undefined;
  onDone: () => void;
}

const emptyArticle: ArticleInput = {
  title_en: "",
  title_fr: "",
  excerpt_en: "",
  excerpt_fr: "",
  content_en: "",
  content_fr: "",
  image_url: "",
};

/** The inline create/edit form (spec §2, §4): closes and resets after a save or Cancel. */
export function ArticleForm({ article, onDone }: ArticleFormProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const isEdit = article !== undefined;

  const form = useForm<ArticleInput>({
    mode: "controlled",
    initialValues: article
      ? {
          title_en: article.title_en,
          title_fr: article.title_fr,
          excerpt_en: article.excerpt_en,
          excerpt_fr: article.excerpt_fr,
          content_en: article.content_en,
          content_fr: article.content_fr,
          image_url: article.image_url ?? "",
        }
      : emptyArticle,
    validate: zodValidate<ArticleInput>(articleInputSchema, i18n),
  });

  const showServerErrors = (error: unknown) => {
    const errors = fieldErrors(error, i18n);
    form.setErrors(errors);
  };

  const create = useMutation(
    trpc.admin.articles.create.mutationOptions({
      onSuccess: async () => {
        await invalidate.articles();
        notifySuccess(t`Success`, t`Article created successfully`);
        form.reset();
        onDone();
      },
      onError: (error) => {
        showServerErrors(error);
        notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to create article`);
      },
    }),
  );
  const update = useMutation(
    trpc.admin.articles.update.mutationOptions({
      onSuccess: async () => {
        await invalidate.articles();
        notifySuccess(t`Success`, t`Article updated successfully`);
        form.reset();
        onDone();
      },
      onError: (error) => {
        showServerErrors(error);
        notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to update article`);
      },
    }),
  );
  const isSaving = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    if (article) update.mutate({ ...values, id: article.id });
    else create.mutate(values);
  });

  const paragraphsHint = t`Separate paragraphs with a blank line.`;
  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="article-form-title">
      <Title order={3} size="h4" mb="md" id="article-form-title">
        {isEdit ? <Trans>Edit Article</Trans> : <Trans>New Article</Trans>}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t`English title`} required {...form.getInputProps("title_en")} />
            <TextInput label={t`French title`} required {...form.getInputProps("title_fr")} />
            <Textarea label={t`English excerpt`} autosize minRows={2} maxRows={5} {...form.getInputProps("excerpt_en")} />
            <Textarea label={t`French excerpt`} autosize minRows={2} maxRows={5} {...form.getInputProps("excerpt_fr")} />
            <Textarea
              label={t`English content`}
              description={paragraphsHint}
              autosize
              minRows={6}
              maxRows={20}
              {...form.getInputProps("content_en")}
            />
            <Textarea
              label={t`French content`}
              description={paragraphsHint}
              autosize
              minRows={6}
              maxRows={20}
              {...form.getInputProps("content_fr")}
            />
          </SimpleGrid>
          <TextInput
            label={t`Image URL`}
            description={t`Optional. A full URL (https://…) or a path such as one copied from the Media Library.`}
            placeholder="https://"
            {...form.getInputProps("image_url")}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                onDone();
              }}
              disabled={isSaving}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSaving}>
              {isEdit ? <Trans>Update Article</Trans> : <Trans>Create Article</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
