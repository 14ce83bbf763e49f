import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { Lang } from "@lumiere/i18n";
import { LANDING_BLOCK_TYPES, type LandingBlock, type LandingBlockType } from "@lumiere/validation";
import { BlockFields } from "./block-fields";
import type { LandingFormApi } from "./landing-form";

export const BLOCK_LABELS: Record<LandingBlockType, MessageDescriptor> = {
  hero: msg`Hero`,
  richText: msg`Rich text`,
  features: msg`Feature cards`,
  pictureText: msg`Picture with text`,
  testimonials: msg`Testimonials`,
  logos: msg`Client logos`,
  caseStudies: msg`Case studies`,
  faq: msg`FAQ`,
  ctaBand: msg`Call-to-action band`,
  form: msg`Consultation or notify form`,
};

/** A new block of a type, its fields empty. */
function emptyBlock(type: LandingBlockType): LandingBlock {
  switch (type) {
    case "hero":
      return { type, title: "", text: "", picture: null, ctaLabel: "", ctaHref: "" };
    case "richText":
      return { type, markdown: "" };
    case "features":
      return { type, title: "", items: [{ title: "", text: "" }] };
    case "pictureText":
      return { type, title: "", text: "", picture: { url: "", alt: "" }, side: "left" };
    case "testimonials":
    case "logos":
    case "caseStudies":
      return { type, title: "", ids: [] };
    case "faq":
      return { type, title: "", items: [{ question: "", answer: "" }] };
    case "ctaBand":
      return { type, title: "", text: "", ctaLabel: "", ctaHref: "" };
    case "form":
      return { type, form: "consultation", title: "", text: "" };
  }
}

/** Move up, move down and remove one block. */
function BlockTools({
  form,
  lang,
  index,
  count,
  label,
}: {
  form: LandingFormApi;
  lang: Lang;
  index: number;
  count: number;
  label: string;
}) {
  const { t } = useLingui();
  const path = `blocks_${lang}` as const;
  return (
    <Group gap={4}>
      <ActionIcon
        variant="subtle"
        aria-label={t`Move “${label}” up`}
        disabled={index === 0}
        onClick={() => form.reorderListItem(path, { from: index, to: index - 1 })}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t`Move “${label}” down`}
        disabled={index === count - 1}
        onClick={() => form.reorderListItem(path, { from: index, to: index + 1 })}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t`Remove “${label}”`} onClick={() => form.removeListItem(path, index)}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** A language's blocks in their order: each one's typed fields, and a block of any type to add. */
export function BlockList({ form, lang }: { form: LandingFormApi; lang: Lang }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<LandingBlockType>("hero");
  const blocks = form.values[`blocks_${lang}`];
  const listError = form.errors[`blocks_${lang}`];
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h5" component="legend">
        <Trans>Blocks</Trans>
      </Title>
      {blocks.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No blocks yet: add the first one below.</Trans>
        </Text>
      )}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {blocks.map((block, index) => {
        const label = `${index + 1}. ${i18n._(BLOCK_LABELS[block.type])}`;
        return (
          <Card key={`${block.type}-${index}`} withBorder radius="sm" p="sm" data-testid="landing-block">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{label}</Text>
              <BlockTools form={form} lang={lang} index={index} count={blocks.length} label={label} />
            </Group>
            <BlockFields form={form} lang={lang} index={index} block={block} />
          </Card>
        );
      })}
      <Group align="flex-end">
        <Select
          label={t`Block type`}
          data={LANDING_BLOCK_TYPES.map((value) => ({ value, label: i18n._(BLOCK_LABELS[value]) }))}
          value={type}
          onChange={(v) => v && setType(v as LandingBlockType)}
          allowDeselect={false}
          w={260}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem(`blocks_${lang}`, emptyBlock(type))}
        >
          <Trans>Add block</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
