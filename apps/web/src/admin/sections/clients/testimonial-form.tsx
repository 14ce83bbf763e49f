import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { testimonialInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodFieldErrors } from "../../../lib/zod-form";
import { MediaPicker } from "../../components/media-picker";
import { saveHandlers } from "../../lib/save-handlers";
import type { AdminTestimonial } from "./types";
import { useRefreshClients } from "./use-refresh-clients";

interface Values {
  quote_en: string;
  quote_fr: string;
  name: string;
  role: string;
  company: string;
  photoUrl: string;
  photoAlt_en: string;
  photoAlt_fr: string;
  consentDate: string;
  published: boolean;
}

const valuesOf = (q: AdminTestimonial | undefined): Values => ({
  quote_en: q?.quote_en ?? "",
  quote_fr: q?.quote_fr ?? "",
  name: q?.name ?? "",
  role: q?.role ?? "",
  company: q?.company ?? "",
  photoUrl: q?.photo?.url ?? "",
  photoAlt_en: q?.photo?.alt_en ?? "",
  photoAlt_fr: q?.photo?.alt_fr ?? "",
  consentDate: q?.consentDate ?? "",
  published: q?.published ?? false,
});

const inputOf = (v: Values) => ({
  quote_en: v.quote_en,
  quote_fr: v.quote_fr,
  name: v.name,
  role: v.role,
  company: v.company,
  photo: v.photoUrl ? { url: v.photoUrl, alt_en: v.photoAlt_en, alt_fr: v.photoAlt_fr } : null,
  consentDate: v.consentDate || null,
  published: v.published,
});

/** The form's field for an input path (the photo's parts are flat fields here). */
const FIELD_OF: Record<string, keyof Values> = { "photo.url": "photoUrl", "photo.alt_en": "photoAlt_en", "photo.alt_fr": "photoAlt_fr" };
const toFormErrors = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [FIELD_OF[k] ?? k, v]));

/** Create or edit a testimonial; publishing needs the date the person agreed to be quoted. */
export function TestimonialForm({ testimonial, onDone }: { testimonial?: AdminTestimonial | undefined; onDone(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshClients();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: valuesOf(testimonial),
    validate: (v) => toFormErrors(zodFieldErrors(testimonialInputSchema, inputOf(v), i18n)),
  });
  const handlers = saveHandlers({
    i18n,
    refresh,
    success: t`Testimonial saved`,
    failure: t`Failed to save the testimonial`,
    setErrors: (e) => form.setErrors(toFormErrors(e)),
    onDone,
  });
  const create = useMutation(trpc.admin.testimonials.create.mutationOptions(handlers));
  const update = useMutation(trpc.admin.testimonials.update.mutationOptions(handlers));
  const submit = form.onSubmit((v) => (testimonial ? update.mutate({ ...inputOf(v), id: testimonial.id }) : create.mutate(inputOf(v))));
  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="testimonial-form-title">
      <Title order={2} size="h4" mb="md" id="testimonial-form-title">
        {testimonial ? <Trans>Edit testimonial</Trans> : <Trans>New testimonial</Trans>}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Textarea label={t`Quote (English)`} required autosize minRows={3} {...form.getInputProps("quote_en")} />
            <Textarea label={t`Quote (French)`} required autosize minRows={3} {...form.getInputProps("quote_fr")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <TextInput label={t`Name`} required {...form.getInputProps("name")} />
            <TextInput label={t`Role`} {...form.getInputProps("role")} />
            <TextInput label={t`Company`} {...form.getInputProps("company")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <MediaPicker
              label={t`Photo`}
              value={form.getValues().photoUrl}
              onChange={(url) => form.setFieldValue("photoUrl", url)}
              error={form.errors.photoUrl}
            />
            <TextInput label={t`What the photo shows (English)`} {...form.getInputProps("photoAlt_en")} />
            <TextInput label={t`What the photo shows (French)`} {...form.getInputProps("photoAlt_fr")} />
          </SimpleGrid>
          <TextInput
            type="date"
            label={t`Consent date`}
            description={t`The day the person agreed to be quoted on the site. Required to publish.`}
            maw={260}
            {...form.getInputProps("consentDate")}
          />
          <Switch label={t`Published on the site`} {...form.getInputProps("published", { type: "checkbox" })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              <Trans>Save testimonial</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
