import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, SimpleGrid, Stack, Switch, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { clientLogoInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodFieldErrors } from "../../../lib/zod-form";
import { MediaPicker } from "../../components/media-picker";
import { saveHandlers } from "../../lib/save-handlers";
import type { AdminClientLogo } from "./types";
import { useRefreshClients } from "./use-refresh-clients";

interface Values {
  name: string;
  logoUrl: string;
  alt_en: string;
  alt_fr: string;
  link: string;
  published: boolean;
}

const inputOf = (v: Values) => ({
  name: v.name,
  logo: { url: v.logoUrl, alt_en: v.alt_en, alt_fr: v.alt_fr },
  link: v.link,
  published: v.published,
});
const FIELD_OF: Record<string, keyof Values> = { "logo.url": "logoUrl", "logo.alt_en": "alt_en", "logo.alt_fr": "alt_fr" };
const toFormErrors = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [FIELD_OF[k] ?? k, v]));

/** Create or edit a client logo: a name, a Media Library picture with its alt text, an optional https link. */
export function LogoForm({ logo, onDone }: { logo?: AdminClientLogo | undefined; onDone(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshClients();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      name: logo?.name ?? "",
      logoUrl: logo?.logo.url ?? "",
      alt_en: logo?.logo.alt_en ?? "",
      alt_fr: logo?.logo.alt_fr ?? "",
      link: logo?.link ?? "",
      published: logo?.published ?? false,
    },
    validate: (v) => toFormErrors(zodFieldErrors(clientLogoInputSchema, inputOf(v), i18n)),
  });
  const handlers = saveHandlers({
    i18n,
    refresh,
    success: t`Client logo saved`,
    failure: t`Failed to save the client logo`,
    setErrors: (e) => form.setErrors(toFormErrors(e)),
    onDone,
  });
  const create = useMutation(trpc.admin.clientLogos.create.mutationOptions(handlers));
  const update = useMutation(trpc.admin.clientLogos.update.mutationOptions(handlers));
  const submit = form.onSubmit((v) => (logo ? update.mutate({ ...inputOf(v), id: logo.id }) : create.mutate(inputOf(v))));
  return (
    <Card withBorder radius="md" p="lg" mb="lg" shadow="xs" component="section" aria-labelledby="logo-form-title">
      <Title order={2} size="h4" mb="md" id="logo-form-title">
        {logo ? <Trans>Edit client logo</Trans> : <Trans>New client logo</Trans>}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t`Client name`} required {...form.getInputProps("name")} />
            <TextInput label={t`Client's site`} description={t`Optional; starts with https://`} {...form.getInputProps("link")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <MediaPicker
              label={t`Logo`}
              value={form.getValues().logoUrl}
              onChange={(url) => form.setFieldValue("logoUrl", url)}
              error={form.errors.logoUrl}
            />
            <TextInput label={t`What the logo shows (English)`} required {...form.getInputProps("alt_en")} />
            <TextInput label={t`What the logo shows (French)`} required {...form.getInputProps("alt_fr")} />
          </SimpleGrid>
          <Switch label={t`Published on the site`} {...form.getInputProps("published", { type: "checkbox" })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              <Trans>Save logo</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
