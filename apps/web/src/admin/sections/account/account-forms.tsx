import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, PasswordInput, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { isLang, LANGS } from "@lumiere/i18n";
import { changePasswordInputSchema, updateAccountInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodValidate } from "../../../lib/zod-form";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { EMAIL_LANG_LABELS } from "../../lib/roles";
import type { SessionUser } from "../../lib/types";
import { useInvalidate } from "../../lib/use-invalidate";
import { usePasswordVisibility } from "../../lib/use-password-visibility";

/** The Select's value for "no language chosen": e-mails follow the language of the last sign-in. */
const SIGN_IN_LANG = "sign-in";

interface ProfileValues {
  displayName: string;
  email: string;
  lang: string;
}

/** Your name as others see it, your e-mail address and the language of your e-mails. */
export function ProfileForm({ me }: { me: SessionUser }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const validate = zodValidate(updateAccountInputSchema, i18n);
  const toInput = (values: ProfileValues) => ({ ...values, lang: isLang(values.lang) ? values.lang : null });
  const form = useForm<ProfileValues>({
    mode: "controlled",
    initialValues: { displayName: me.displayName ?? "", email: me.email ?? "", lang: me.lang ?? SIGN_IN_LANG },
    validate: (values) => validate(toInput(values)),
  });
  const update = useMutation(
    trpc.admin.account.update.mutationOptions({
      onSuccess: async () => {
        await invalidate.settings();
        notifySuccess(t`Success`, t`Your profile is saved.`);
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error, i18n));
        notifyError(t`Error`, describeError(error, i18n) ?? t`Your profile could not be saved.`);
      },
    }),
  );
  return (
    <form onSubmit={form.onSubmit((values) => update.mutate(toInput(values)))} noValidate>
      <Stack gap="sm">
        <TextInput label={t`Display name`} autoComplete="name" required {...form.getInputProps("displayName")} />
        <TextInput label={t`E-mail address`} type="email" autoComplete="email" required {...form.getInputProps("email")} />
        <Select
          label={t`E-mail language`}
          data={[
            { value: SIGN_IN_LANG, label: t`The language I last signed in with` },
            ...LANGS.map((lang) => ({ value: lang, label: i18n._(EMAIL_LANG_LABELS[lang]) })),
          ]}
          allowDeselect={false}
          {...form.getInputProps("lang")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            <Trans>Save profile</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** A new password, proven by the current one; the server then signs out your other sessions. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const passwordVisibility = usePasswordVisibility();
  const validate = zodValidate<Omit<PasswordValues, "confirm">>(changePasswordInputSchema, i18n);
  const form = useForm<PasswordValues>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: ({ confirm, ...values }) => ({
      ...validate(values),
      ...(confirm !== values.newPassword ? { confirm: t`The two passwords do not match.` } : {}),
    }),
  });
  const change = useMutation(
    trpc.admin.account.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset();
        notifySuccess(t`Password changed`, t`Your other sessions are signed out.`);
        onChanged();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error, i18n));
        notifyError(t`Error`, describeError(error, i18n) ?? t`Your password could not be changed.`);
      },
    }),
  );
  return (
    <form onSubmit={form.onSubmit(({ confirm: _, ...values }) => change.mutate(values))} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          required
          {...passwordVisibility}
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          required
          {...passwordVisibility}
          {...form.getInputProps("newPassword")}
        />
        <PasswordInput
          label={t`Confirm the new password`}
          autoComplete="new-password"
          required
          {...passwordVisibility}
          {...form.getInputProps("confirm")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
