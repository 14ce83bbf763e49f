import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Group, MultiSelect, SegmentedControl, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import { LANDING_FORMS, type LandingBlock } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { MediaPicker } from "../../components/media-picker";
import { MarkdownEditor } from "../articles/markdown/markdown-editor";
import type { LandingFormApi } from "./landing-form";

interface FieldsProps<B extends LandingBlock = LandingBlock> {
  form: LandingFormApi;
  lang: Lang;
  index: number;
  block: B;
}
type Of<T extends LandingBlock["type"]> = FieldsProps<Extract<LandingBlock, { type: T }>>;

const pathOf = (lang: Lang, index: number) => `blocks_${lang}.${index}`;

/** A button's label and address, both or neither. */
function CtaFields({ form, lang, index }: FieldsProps) {
  const { t } = useLingui();
  const path = pathOf(lang, index);
  return (
    <Group grow align="flex-start">
      <TextInput label={t`Button label`} {...form.getInputProps(`${path}.ctaLabel`)} />
      <TextInput
        label={t`Button address`}
        description={t`A site path (/en/contact) or https://…`}
        {...form.getInputProps(`${path}.ctaHref`)}
      />
    </Group>
  );
}

/** A Media Library picture and what it shows; `optional`: it may be left out. */
function PictureFields({
  form,
  lang,
  index,
  picture,
  optional,
}: FieldsProps & { picture: { url: string; alt: string } | null; optional: boolean }) {
  const { t } = useLingui();
  const path = `${pathOf(lang, index)}.picture`;
  return (
    <Stack gap="xs">
      <MediaPicker
        label={t`Picture`}
        description={optional ? t`Optional.` : undefined}
        value={picture?.url ?? ""}
        onChange={(url) => form.setFieldValue(path, url || !optional ? { url, alt: picture?.alt ?? "" } : null)}
        error={form.errors[`${path}.url`]}
      />
      {picture && <TextInput label={t`What the picture shows`} {...form.getInputProps(`${path}.alt`)} />}
    </Stack>
  );
}

function HeroFields(props: Of<"hero">) {
  const { t } = useLingui();
  const path = pathOf(props.lang, props.index);
  return (
    <Stack gap="xs">
      <TextInput label={t`Heading`} {...props.form.getInputProps(`${path}.title`)} />
      <Textarea label={t`Text`} autosize minRows={2} {...props.form.getInputProps(`${path}.text`)} />
      <PictureFields {...props} picture={props.block.picture} optional />
      <CtaFields {...props} />
    </Stack>
  );
}

/** Feature cards (title, text) or questions (question, answer): a list of pairs. */
function PairItems({ form, lang, index, keys, labels }: FieldsProps & { keys: [string, string]; labels: [string, string] }) {
  const { t } = useLingui();
  const path = `${pathOf(lang, index)}.items`;
  const items = (form.getValues()[`blocks_${lang}`][index] as { items: Array<Record<string, string>> }).items;
  return (
    <Stack gap="xs">
      {items.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={`${labels[0]} ${i + 1}`} {...form.getInputProps(`${path}.${i}.${keys[0]}`)} />
          <Textarea
            style={{ flex: 2 }}
            autosize
            minRows={1}
            label={`${labels[1]} ${i + 1}`}
            {...form.getInputProps(`${path}.${i}.${keys[1]}`)}
          />
          <ActionIcon variant="subtle" color="red" aria-label={t`Remove item ${i + 1}`} onClick={() => form.removeListItem(path, i)} mb={4}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {form.errors[path] && (
        <div role="alert" style={{ color: "var(--mantine-color-red-text)", fontSize: "var(--mantine-font-size-sm)" }}>
          {form.errors[path]}
        </div>
      )}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => form.insertListItem(path, { [keys[0]]: "", [keys[1]]: "" })}
        w="fit-content"
      >
        <Trans>Add item</Trans>
      </Button>
    </Stack>
  );
}

/** Published testimonials, logos or case studies to show, chosen by name. */
function ChoiceFields({ form, lang, index, block }: Of<"testimonials" | "logos" | "caseStudies">) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const input = { page: 1, perPage: 100 } as const;
  const testimonials = useQuery({ ...trpc.admin.testimonials.page.queryOptions(input), enabled: block.type === "testimonials" });
  const logos = useQuery({ ...trpc.admin.clientLogos.page.queryOptions(input), enabled: block.type === "logos" });
  const studies = useQuery({ ...trpc.admin.caseStudies.page.queryOptions(input), enabled: block.type === "caseStudies" });
  const data =
    block.type === "testimonials"
      ? (testimonials.data?.items ?? []).map((x) => ({ value: String(x.id), label: [x.name, x.company].filter(Boolean).join(", ") }))
      : block.type === "logos"
        ? (logos.data?.items ?? []).map((x) => ({ value: String(x.id), label: x.name }))
        : (studies.data?.items ?? []).map((x) => ({ value: String(x.id), label: x.copy.title_en || x.copy.title_fr }));
  const path = pathOf(lang, index);
  return (
    <Stack gap="xs">
      <TextInput label={t`Heading`} {...form.getInputProps(`${path}.title`)} />
      <MultiSelect
        label={t`Shown items`}
        description={t`Only published ones appear on the site.`}
        data={data}
        searchable
        value={block.ids.map(String)}
        onChange={(v) => form.setFieldValue(`${path}.ids`, v.map(Number))}
        error={form.errors[`${path}.ids`]}
      />
    </Stack>
  );
}

/** The fields of one block, by its type. */
export function BlockFields(props: FieldsProps) {
  const { t } = useLingui();
  const { form, lang, index, block } = props;
  const path = pathOf(lang, index);
  switch (block.type) {
    case "hero":
      return <HeroFields {...props} block={block} />;
    case "richText":
      return (
        <MarkdownEditor
          label={t`Text`}
          description={t`Markdown, as in articles: a blank line between paragraphs; # for a heading, - for a list.`}
          lang={lang}
          value={block.markdown}
          onChange={(v) => form.setFieldValue(`${path}.markdown`, v)}
          error={form.errors[`${path}.markdown`]}
        />
      );
    case "features":
    case "faq":
      return (
        <Stack gap="xs">
          <TextInput label={t`Heading`} {...form.getInputProps(`${path}.title`)} />
          {block.type === "features" ? (
            <PairItems {...props} keys={["title", "text"]} labels={[t`Card title`, t`Card text`]} />
          ) : (
            <PairItems {...props} keys={["question", "answer"]} labels={[t`Question`, t`Answer`]} />
          )}
        </Stack>
      );
    case "pictureText":
      return (
        <Stack gap="xs">
          <TextInput label={t`Heading`} {...form.getInputProps(`${path}.title`)} />
          <Textarea label={t`Text`} autosize minRows={3} {...form.getInputProps(`${path}.text`)} />
          <PictureFields {...props} picture={block.picture} optional={false} />
          <SegmentedControl
            aria-label={t`Picture side`}
            data={[
              { value: "left", label: t`Picture on the left` },
              { value: "right", label: t`Picture on the right` },
            ]}
            {...form.getInputProps(`${path}.side`)}
          />
        </Stack>
      );
    case "testimonials":
    case "logos":
    case "caseStudies":
      return <ChoiceFields {...props} block={block} />;
    case "ctaBand":
      return (
        <Stack gap="xs">
          <TextInput label={t`Heading`} {...form.getInputProps(`${path}.title`)} />
          <Textarea label={t`Text`} autosize minRows={2} {...form.getInputProps(`${path}.text`)} />
          <CtaFields {...props} />
        </Stack>
      );
    case "form":
      return (
        <Stack gap="xs">
          <Select
            label={t`Form`}
            data={LANDING_FORMS.map((value) => ({
              value,
              label: value === LANDING_FORMS[0] ? t`Free consultation` : t`Notify me of launch`,
            }))}
            allowDeselect={false}
            {...form.getInputProps(`${path}.form`)}
          />
          <TextInput label={t`Heading`} description={t`Left empty, the form's own.`} {...form.getInputProps(`${path}.title`)} />
          <Textarea label={t`Text`} autosize minRows={2} {...form.getInputProps(`${path}.text`)} />
        </Stack>
      );
  }
}
