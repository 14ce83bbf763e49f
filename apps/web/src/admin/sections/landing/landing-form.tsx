import { Trans, useLingui } from "@lingui/react/macro";
import { Card, Stack, Tabs, Textarea, TextInput, Title } from "@mantine/core";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { LANGS, type Lang } from "@lumiere/i18n";
import { type LandingBlock, landingSaveInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodFieldErrors } from "../../../lib/zod-form";
import { MediaPicker } from "../../components/media-picker";
import { type SaveChoice, SaveActions } from "../../components/save-actions";
import { saveHandlers } from "../../lib/save-handlers";
import { useInvalidate } from "../../lib/use-invalidate";
import { BlockList } from "./block-list";
import type { LandingRecord } from "./landing-editor";

type TextField = "title" | "slug" | "description" | "shareImage";
/** The form's values: each language's texts, share picture and blocks. */
export type LandingValues = Record<`${TextField}_${Lang}`, string> & Record<`blocks_${Lang}`, LandingBlock[]>;
export type LandingFormApi = UseFormReturnType<LandingValues>;

function valuesOf(page: LandingRecord | undefined): LandingValues {
  const values = {} as LandingValues;
  for (const lang of LANGS) {
    values[`title_${lang}`] = page?.[`title_${lang}`] ?? "";
    values[`slug_${lang}`] = page?.[`slug_${lang}`] ?? "";
    values[`description_${lang}`] = page?.[`description_${lang}`] ?? "";
    values[`shareImage_${lang}`] = page?.[`shareImage_${lang}`] ?? "";
    values[`blocks_${lang}`] = (page?.[`blocks_${lang}`] ?? []) as LandingBlock[];
  }
  return values;
}

/** A hero's picture left empty is no picture. */
function cleaned(blocks: LandingBlock[]): LandingBlock[] {
  return blocks.map((b) => (b.type === "hero" && b.picture && !b.picture.url ? { ...b, picture: null } : b));
}

/** One language's tab: title, address, description, share picture and the blocks. */
function LangPanel({ form, lang }: { form: LandingFormApi; lang: Lang }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" pt="md">
      <TextInput label={t`Title`} {...form.getInputProps(`title_${lang}`)} />
      <TextInput
        label={t`Slug`}
        description={t`The page's address: /${lang}/slug. Lowercase letters, digits and dashes; left empty, it comes from the title.`}
        {...form.getInputProps(`slug_${lang}`)}
      />
      <Textarea
        label={t`Description`}
        description={t`Shown by search engines and when the page is shared.`}
        autosize
        minRows={2}
        {...form.getInputProps(`description_${lang}`)}
      />
      <MediaPicker
        label={t`Share picture`}
        description={t`Shown when the page is shared; left empty, the site's picture.`}
        value={form.values[`shareImage_${lang}`]}
        onChange={(url) => form.setFieldValue(`shareImage_${lang}`, url)}
        error={form.errors[`shareImage_${lang}`]}
      />
      <BlockList form={form} lang={lang} />
    </Stack>
  );
}

/** The inline create/edit form: each language in its tab, saved as draft, for review, published or scheduled per language. */
export function LandingForm({ page, onDone }: { page?: LandingRecord | undefined; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const form = useForm<LandingValues>({ mode: "controlled", initialValues: valuesOf(page) });
  const handlers = saveHandlers({
    i18n,
    refresh: invalidate.editorial,
    success: page ? t`Landing page updated` : t`Landing page created`,
    failure: page ? t`Failed to update the landing page` : t`Failed to create the landing page`,
    setErrors: form.setErrors,
    onDone,
  });
  const save = useMutation(trpc.admin.landingPages.save.mutationOptions(handlers));
  const submit = (choice: SaveChoice) => {
    const values = form.getValues();
    const input = {
      ...values,
      blocks_en: cleaned(values.blocks_en),
      blocks_fr: cleaned(values.blocks_fr),
      ...choice,
      ...(page ? { id: page.id } : {}),
    };
    const errors = zodFieldErrors(landingSaveInputSchema, input, i18n);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(input);
  };
  const names: Record<Lang, string> = { en: t`English`, fr: t`French` };
  const hasError = (lang: Lang) => Object.keys(form.errors).some((k) => k.endsWith(`_${lang}`) || k.startsWith(`blocks_${lang}.`));
  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="landing-form-title">
      <Title order={2} size="h4" mb="md" id="landing-form-title">
        {page ? <Trans>Edit Landing Page</Trans> : <Trans>New Landing Page</Trans>}
      </Title>
      <Tabs defaultValue={LANGS[0]} keepMounted={false}>
        <Tabs.List>
          {LANGS.map((lang) => (
            <Tabs.Tab key={lang} value={lang} color={hasError(lang) ? "red" : undefined}>
              {names[lang]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGS.map((lang) => (
          <Tabs.Panel key={lang} value={lang}>
            <LangPanel form={form} lang={lang} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Stack gap="md" mt="md">
        <SaveActions
          contentRef={page ? { kind: "landing", id: page.id } : null}
          isSaving={save.isPending}
          onSave={submit}
          onCancel={onDone}
          publishAtError={form.errors.publishAt as string | undefined}
        />
      </Stack>
    </Card>
  );
}
