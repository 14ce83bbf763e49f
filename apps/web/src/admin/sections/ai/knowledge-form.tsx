import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { COMPANY_FACT_TOKENS, type KnowledgeEntryInput, knowledgeEntryInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { KnowledgeEntry } from "../../lib/types";
import { useInvalidate } from "../../lib/use-invalidate";
import { zodValidate } from "../../../lib/zod-form";

const empty: KnowledgeEntryInput = {
  topic: "",
  questions_en: "",
  questions_fr: "",
  answer_en: "",
  answer_fr: "",
  pageId: "",
  enabled: true,
};

/** The pages an entry may cite, named in the admin's language (the form's choice and the list's column). */
export function useKnowledgePages(): { value: string; label: string }[] {
  const { t } = useLingui();
  return [
    { value: "", label: t`No page` },
    { value: "home", label: t`Home` },
    { value: "technology", label: t`Technology` },
    { value: "about", label: t`About` },
    { value: "product", label: t`Product` },
    { value: "insights", label: t`Insights` },
    { value: "contact", label: t`Contact` },
  ];
}

/** Create or edit one of Aya's knowledge entries; Aya uses the saved text from the next message on. */
export function KnowledgeForm({ entry, onDone }: { entry?: KnowledgeEntry | undefined; onDone(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const form = useForm<KnowledgeEntryInput>({
    mode: "controlled",
    initialValues: entry
      ? {
          topic: entry.topic,
          questions_en: entry.questions_en,
          questions_fr: entry.questions_fr,
          answer_en: entry.answer_en,
          answer_fr: entry.answer_fr,
          pageId: entry.pageId as KnowledgeEntryInput["pageId"],
          enabled: entry.enabled,
        }
      : empty,
    validate: zodValidate<KnowledgeEntryInput>(knowledgeEntryInputSchema, i18n),
  });
  const handlers = {
    onSuccess: async () => {
      await invalidate.knowledge();
      notifySuccess(t`Success`, t`Knowledge entry saved`);
      onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(fieldErrors(error, i18n));
      notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to save the knowledge entry`);
    },
  };
  const create = useMutation(trpc.admin.knowledge.create.mutationOptions(handlers));
  const update = useMutation(trpc.admin.knowledge.update.mutationOptions(handlers));
  const submit = form.onSubmit((values) => (entry ? update.mutate({ ...values, id: entry.id }) : create.mutate(values)));

  const pages = useKnowledgePages();
  const questionsHint = t`One question per line: the ways visitors ask it.`;
  // The tokens themselves are not translated: Aya fills them when it answers.
  const [email, phone, address, hours] = COMPANY_FACT_TOKENS;
  const answerHint = t`Write ${email}, ${phone}, ${address} or ${hours} to quote the company's facts from Site Configuration.`;
  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="knowledge-form-title">
      <Title order={2} size="h4" mb="md" id="knowledge-form-title">
        {entry ? <Trans>Edit knowledge entry</Trans> : <Trans>New knowledge entry</Trans>}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t`Topic`} required {...form.getInputProps("topic")} />
            <Select label={t`Page to cite`} data={pages} allowDeselect={false} {...form.getInputProps("pageId")} />
            <Textarea
              label={t`Questions (English)`}
              description={questionsHint}
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps("questions_en")}
            />
            <Textarea
              label={t`Questions (French)`}
              description={questionsHint}
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps("questions_fr")}
            />
            <Textarea
              label={t`Answer (English)`}
              description={answerHint}
              required
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps("answer_en")}
            />
            <Textarea
              label={t`Answer (French)`}
              description={answerHint}
              required
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps("answer_fr")}
            />
          </SimpleGrid>
          <Switch label={t`Aya uses this entry`} {...form.getInputProps("enabled", { type: "checkbox" })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              <Trans>Save entry</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
