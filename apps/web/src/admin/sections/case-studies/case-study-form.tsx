import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES, type CaseStudySaveInput, caseStudySaveInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodFieldErrors } from "../../../lib/zod-form";
import { INDUSTRY_LABELS, SERVICE_LABELS } from "../../../site/case-studies/labels";
import { MediaPicker } from "../../components/media-picker";
import { saveHandlers } from "../../lib/save-handlers";
import { useCan } from "../../lib/use-can";
import { PicturesField, ResultsField } from "./case-study-lists";
import { type CaseStudyFormValues, initialValues, toInput } from "./case-study-values";
import type { AdminCaseStudy } from "./types";
import { useRefreshCaseStudies } from "./use-case-study-actions";

type SaveAction = NonNullable<CaseStudySaveInput["action"]>;

/** Two fields side by side: the English one and the French one. */
function Pair({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** The published testimonials a case study may quote (only those who may manage testimonials choose one). */
function useTestimonialChoices(enabled: boolean) {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.testimonials.page.queryOptions({ page: 1, perPage: 100, q: "", sort: "position" }, { enabled }));
  return (list.data?.items ?? [])
    .filter((q) => q.published)
    .map((q) => ({ value: String(q.id), label: `${q.name}${q.company ? `, ${q.company}` : ""}` }));
}

/** Create or edit a case study; the button pressed decides: keep a draft, submit for review, or publish. */
export function CaseStudyForm({ study, onDone }: { study?: AdminCaseStudy | undefined; onDone(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const can = useCan();
  const refresh = useRefreshCaseStudies();
  const action = useRef<SaveAction>("draft");
  const form = useForm<CaseStudyFormValues>({
    mode: "controlled",
    initialValues: initialValues(study),
    validate: (values) => zodFieldErrors(caseStudySaveInputSchema, { ...toInput(values), action: action.current }, i18n),
  });
  const save = useMutation(
    trpc.admin.caseStudies.save.mutationOptions(
      saveHandlers({
        i18n,
        refresh,
        success: t`Case study saved`,
        failure: t`Failed to save the case study`,
        setErrors: form.setErrors,
        onDone,
      }),
    ),
  );
  const submit = form.onSubmit((values) =>
    save.mutate({ ...(toInput(values) as CaseStudySaveInput), action: action.current, ...(study ? { id: study.id } : {}) }),
  );
  const testimonials = useTestimonialChoices(can("content.edit"));
  const press = (a: SaveAction) => () => {
    action.current = a;
  };
  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="case-study-form-title">
      <Title order={2} size="h4" mb="md" id="case-study-form-title">
        {study ? <Trans>Edit case study</Trans> : <Trans>New case study</Trans>}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Pair>
            <TextInput label={t`Title (English)`} {...form.getInputProps("title_en")} />
            <TextInput label={t`Title (French)`} {...form.getInputProps("title_fr")} />
            <TextInput label={t`Address (English)`} description={t`Empty: made from the title.`} {...form.getInputProps("slug_en")} />
            <TextInput label={t`Address (French)`} description={t`Empty: made from the title.`} {...form.getInputProps("slug_fr")} />
            <Textarea label={t`Summary (English)`} autosize minRows={2} {...form.getInputProps("summary_en")} />
            <Textarea label={t`Summary (French)`} autosize minRows={2} {...form.getInputProps("summary_fr")} />
          </Pair>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <TextInput label={t`Client`} required {...form.getInputProps("client")} />
            <Select
              label={t`Industry`}
              required
              data={CASE_STUDY_INDUSTRIES.map((k) => ({ value: k, label: i18n._(INDUSTRY_LABELS[k]) }))}
              {...form.getInputProps("industry")}
            />
            <MultiSelect
              label={t`Services`}
              data={CASE_STUDY_SERVICES.map((k) => ({ value: k, label: i18n._(SERVICE_LABELS[k]) }))}
              {...form.getInputProps("services")}
            />
          </SimpleGrid>
          <Pair>
            <Textarea label={t`Challenge (English)`} autosize minRows={3} {...form.getInputProps("challenge_en")} />
            <Textarea label={t`Challenge (French)`} autosize minRows={3} {...form.getInputProps("challenge_fr")} />
            <Textarea label={t`Approach (English)`} autosize minRows={3} {...form.getInputProps("approach_en")} />
            <Textarea label={t`Approach (French)`} autosize minRows={3} {...form.getInputProps("approach_fr")} />
          </Pair>
          <ResultsField form={form} />
          <PicturesField form={form} />
          <MediaPicker
            label={t`Picture shared on social networks`}
            description={t`Empty: the first picture.`}
            value={form.getValues().shareImage}
            onChange={(url) => form.setFieldValue("shareImage", url)}
            error={form.errors.shareImage}
          />
          <Pair>
            <Textarea label={t`Client's quote (English)`} autosize minRows={2} {...form.getInputProps("quote_en")} />
            <Textarea label={t`Client's quote (French)`} autosize minRows={2} {...form.getInputProps("quote_fr")} />
          </Pair>
          {can("content.edit") && (
            <Select
              label={t`Or quote a published testimonial`}
              clearable
              data={testimonials}
              {...form.getInputProps("testimonialId")}
              onChange={(v) => form.setFieldValue("testimonialId", v ?? "")}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="default" onClick={press("draft")} loading={save.isPending && action.current === "draft"}>
              <Trans>Save draft</Trans>
            </Button>
            <Button type="submit" variant="light" onClick={press("review")} loading={save.isPending && action.current === "review"}>
              <Trans>Submit for review</Trans>
            </Button>
            {can("content.publish") && (
              <Button type="submit" onClick={press("publish")} loading={save.isPending && action.current === "publish"}>
                <Trans>Publish</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
