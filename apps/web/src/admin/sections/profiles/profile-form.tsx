import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { type ProfileInput, profileInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodValidate } from "../../../lib/zod-form";
import { saveHandlers } from "../../lib/save-handlers";
import { useRefreshProfiles } from "./profile-columns";
import { ProfilePhotoPicker } from "./profile-photo-picker";
import type { Profile } from "./types";

const empty: ProfileInput = {
  name: "",
  slug: "",
  role_en: "",
  role_fr: "",
  bio_en: "",
  bio_fr: "",
  mediaId: null,
  linkedin: "",
  x: "",
  github: "",
  website: "",
  position: 0,
  published: false,
};

function valuesOf(p: Profile): ProfileInput {
  const { name, slug, role_en, role_fr, bio_en, bio_fr, mediaId, linkedin, x, github, website, position, published } = p;
  return { name, slug, role_en, role_fr, bio_en, bio_fr, mediaId, linkedin, x, github, website, position, published };
}

/** Create or edit a profile; a published one is on the Team page once saved. */
export function ProfileForm({ profile, onDone }: { profile?: Profile | undefined; onDone(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshProfiles();
  const form = useForm<ProfileInput>({
    mode: "controlled",
    initialValues: profile ? valuesOf(profile) : empty,
    validate: zodValidate<ProfileInput>(profileInputSchema, i18n),
  });
  const handlers = saveHandlers({
    i18n,
    refresh,
    success: t`Profile saved`,
    failure: t`Failed to save the profile`,
    setErrors: form.setErrors,
    onDone,
  });
  const create = useMutation(trpc.admin.profiles.create.mutationOptions(handlers));
  const update = useMutation(trpc.admin.profiles.update.mutationOptions(handlers));
  const submit = form.onSubmit((values) => (profile ? update.mutate({ ...values, id: profile.id }) : create.mutate(values)));
  const bioHint = t`Plain text; a blank line starts a new paragraph. The Team page shows the first one.`;
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      mb="lg"
      shadow="xs"
      component="section"
      aria-labelledby="profile-form-title"
      // Mantine's default error red reads at 3.3:1 on white; a darker red reaches WCAG AA's 4.5:1.
      style={{ "--mantine-color-error": "var(--mantine-color-red-9)" } as CSSProperties}
    >
      <Title order={2} size="h4" mb="md" id="profile-form-title">
        {profile ? <Trans>Edit profile</Trans> : <Trans>New profile</Trans>}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t`Name`} required maxLength={120} {...form.getInputProps("name")} />
            <TextInput
              label={t`Address`}
              description={t`The author page's address (/team/…); left empty: from the name.`}
              maxLength={80}
              {...form.getInputProps("slug")}
            />
            <TextInput label={t`Role (English)`} maxLength={120} {...form.getInputProps("role_en")} />
            <TextInput label={t`Role (French)`} maxLength={120} {...form.getInputProps("role_fr")} />
            <Textarea label={t`Bio (English)`} description={bioHint} autosize minRows={3} maxRows={10} {...form.getInputProps("bio_en")} />
            <Textarea label={t`Bio (French)`} description={bioHint} autosize minRows={3} maxRows={10} {...form.getInputProps("bio_fr")} />
          </SimpleGrid>
          <ProfilePhotoPicker
            value={form.values.mediaId}
            currentUrl={profile?.photoUrl ?? null}
            onChange={(id) => form.setFieldValue("mediaId", id)}
            error={form.errors.mediaId}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label="LinkedIn" type="url" placeholder="https://" {...form.getInputProps("linkedin")} />
            <TextInput label="X" type="url" placeholder="https://" {...form.getInputProps("x")} />
            <TextInput label="GitHub" type="url" placeholder="https://" {...form.getInputProps("github")} />
            <TextInput label={t`Website`} type="url" placeholder="https://" {...form.getInputProps("website")} />
          </SimpleGrid>
          <Group align="flex-end" gap="xl">
            <NumberInput
              label={t`Order`}
              description={t`Lower numbers come first.`}
              min={0}
              max={1000}
              allowDecimal={false}
              w={200}
              {...form.getInputProps("position")}
            />
            <Switch label={t`Shown on the site`} {...form.getInputProps("published", { type: "checkbox" })} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              <Trans>Save profile</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
