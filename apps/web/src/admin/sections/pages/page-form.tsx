import { Trans, useLingui } from "@lingui/react/macro";
import { Card, Group, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { COMPANY_FACT_TOKENS, type PageId, type PageUpdateInput, pageSaveInputSchema } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { zodFieldErrors } from "../../../lib/zod-form";
import { HtmlPreview } from "../../components/html-preview";
import { type SaveChoice, SaveActions } from "../../components/save-actions";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { Page } from "../../lib/types";

/** Every editable field, always present in the form (the update schema lets each be left out). */
type PageValues = Required<Omit<PageUpdateInput, "pageId">>;

interface PageFormProps {
  page: Page;
  onDone: () => void;
}

const htmlStyles = { input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } };

/** Edits one page's copy in both languages; closes after a successful update (spec §4). */
export function PageForm({ page, onDone }: PageFormProps) {
  // The server lists only known pages; the schema re-checks the id on save.
  const pageId = page.pageId as PageId;
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const [isPreviewing, setPreviewing] = useState(false);
  const form = useForm<PageValues>({
    mode: "controlled",
    initialValues: {
      title_en: page.title_en,
      title_fr: page.title_fr,
      metaDescription_en: page.metaDescription_en,
      metaDescription_fr: page.metaDescription_fr,
      heroSection_en: page.heroSection_en,
      heroSection_fr: page.heroSection_fr,
      mainContent_en: page.mainContent_en,
      mainContent_fr: page.mainContent_fr,
    },
  });

  const update = useMutation(
    trpc.admin.pages.update.mutationOptions(
      handlers({ success: t`Page updated successfully`, failure: t`Failed to update page`, setErrors: form.setErrors, onDone }),
    ),
  );
  const save = (choice: SaveChoice) => {
    const input = { ...form.getValues(), ...choice, pageId };
    const errors = zodFieldErrors(pageSaveInputSchema, input, i18n);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) update.mutate(input);
  };

  // The tokens themselves are not translated: the site fills them when it serves the page.
  const [email, phone, address, hours] = COMPANY_FACT_TOKENS;
  const factsHint = t`${email}, ${phone}, ${address} and ${hours} show the company's facts from Site Configuration.`;
  // The home page lays out designed blocks below its hero; say where its main content goes.
  const mainContentNote =
    page.pageId === "home"
      ? t`On the home page, the sections below the hero are designed blocks: this content is what Aya, the assistant, reads about the company.`
      : t`Designed blocks: <ul class="cards"> and <ol class="timeline"> (a <strong> title and a <p> per item), <ul class="figures"> (<strong>figure</strong><span>label</span>), <blockquote class="quote"> (<p> and <cite>) and <ul class="logos"> (names).`;
  const meta = (name: "metaDescription_en" | "metaDescription_fr", label: string) => (
    <Textarea label={label} description={factsHint} autosize minRows={2} maxRows={4} {...form.getInputProps(name)} />
  );
  const html = (name: keyof PageValues, label: string, description?: string) => (
    <Stack gap={6}>
      <Textarea
        label={label}
        description={description}
        autosize
        minRows={4}
        maxRows={16}
        styles={htmlStyles}
        spellCheck={false}
        {...form.getInputProps(name)}
      />
      {isPreviewing ? <HtmlPreview html={form.values[name]} lang={name.endsWith("_fr") ? "fr" : "en"} /> : null}
    </Stack>
  );

  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="page-form-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="page-form-title">
          <Trans>Edit page: {page.pageId}</Trans>
        </Title>
        <Switch label={t`Preview HTML`} checked={isPreviewing} onChange={(e) => setPreviewing(e.currentTarget.checked)} />
      </Group>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label={t`English title`} {...form.getInputProps("title_en")} />
          <TextInput label={t`French title`} {...form.getInputProps("title_fr")} />
          {meta("metaDescription_en", t`English meta description`)}
          {meta("metaDescription_fr", t`French meta description`)}
          {html("heroSection_en", t`English hero section (HTML)`)}
          {html("heroSection_fr", t`French hero section (HTML)`)}
          {html("mainContent_en", t`English main content (HTML)`, mainContentNote)}
          {html("mainContent_fr", t`French main content (HTML)`, mainContentNote)}
        </SimpleGrid>
        <SaveActions
          contentRef={{ kind: "page", pageId }}
          isSaving={update.isPending}
          onSave={save}
          onCancel={onDone}
          publishAtError={form.errors.publishAt as string | undefined}
        />
      </Stack>
    </Card>
  );
}
