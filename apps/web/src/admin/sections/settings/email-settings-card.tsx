import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NumberInput, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMail, IconSend } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { emailSettingsSchema, messages, SMTP_SECURITY, sameSmtpServer } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { ToastDetail } from "../../components/toast-detail";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Settings } from "../../lib/types";
import { translateValidationMessage, zodValidate } from "../../../lib/zod-form";
import { SettingsCard } from "./settings-card";
import { useSaveSettings } from "./use-save-settings";
import { usePasswordVisibility } from "../../lib/use-password-visibility";

type SmtpSecurity = (typeof SMTP_SECURITY)[number];

interface EmailValues {
  smtpHost: string;
  smtpPort: number;
  smtpSecurity: SmtpSecurity;
  smtpUsername: string;
  smtpPassword: string;
}

/**
 * Email Configuration (SMTP). The saved password never comes back from the server: the field starts
 * empty, and saving it empty keeps the saved one, for the same host, port and username only (the
 * server sends it to no other). Test Email really sends through the saved server.
 */
export function EmailSettingsCard({ settings }: { settings: Settings }) {
  const { t, i18n } = useLingui();
  const passwordVisibility = usePasswordVisibility();
  const trpc = useTRPC();
  const save = useSaveSettings();
  const form = useForm<EmailValues>({
    mode: "controlled",
    initialValues: {
      smtpHost: settings.smtpHost,
      smtpPort: settings.smtpPort,
      smtpSecurity: settings.smtpSecurity,
      smtpUsername: settings.smtpUsername,
      smtpPassword: "",
    },
    validate: (values) => ({ ...zodValidate<EmailValues>(emailSettingsSchema, i18n)(values), ...reenterError(values) }),
  });

  // A login to another server than the saved one: the saved password is not sent there, so it is asked for.
  const needsPassword = (values: EmailValues) =>
    settings.smtpPasswordSet && values.smtpUsername.trim() !== "" && !sameSmtpServer(settings, values);
  function reenterError(values: EmailValues): Record<string, string> {
    return needsPassword(values) && values.smtpPassword === ""
      ? { smtpPassword: translateValidationMessage(i18n, messages.smtpPasswordReenter.message) }
      : {};
  }

  const testEmail = useMutation(
    trpc.admin.settings.testEmail.mutationOptions({
      onSuccess: (result) => notifySuccess(t`Success`, <ToastDetail text={t`Email connection test successful`} detail={result.message} />),
      onError: (error) => notifyError(t`Error`, <ToastDetail text={t`Email connection test failed`} detail={describeError(error, i18n)} />),
    }),
  );

  const saveValues = async (data: EmailValues) => {
    try {
      await save.mutateAsync({ type: "email", data });
    } catch (error) {
      // The server's field errors are named after the request's `data`; the form's fields are not.
      const errors = fieldErrors(error, i18n);
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, text]) => [field.replace(/^data\./, ""), text])));
      throw error;
    }
    form.setFieldValue("smtpPassword", "");
    form.resetDirty({ ...data, smtpPassword: "" });
  };

  // Unsaved changes are saved first: the server tests what is stored.
  const runTest = async () => {
    if (form.isDirty()) {
      if (form.validate().hasErrors) return;
      try {
        await saveValues(form.getValues());
      } catch {
        return;
      }
    }
    testEmail.mutate();
  };

  const contactEmail = settings.contactEmail;
  const securityLabels: Record<SmtpSecurity, string> = { tls: t`TLS (STARTTLS)`, ssl: t`SSL/TLS`, none: t`None` };

  return (
    <SettingsCard title={t`Email Configuration`} description={t`The SMTP server the site sends mail through.`} icon={IconMail}>
      <form onSubmit={form.onSubmit((data) => void saveValues(data).catch(() => undefined))} noValidate>
        <Stack gap="sm">
          <TextInput label={t`SMTP host`} placeholder="smtp.example.com" {...form.getInputProps("smtpHost")} />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t`SMTP port`}
              min={1}
              max={65535}
              allowDecimal={false}
              {...form.getInputProps("smtpPort")}
              onChange={(v) => form.setFieldValue("smtpPort", typeof v === "number" ? v : Number(v))}
            />
            <Select
              label={t`Security`}
              data={SMTP_SECURITY.map((value) => ({ value, label: securityLabels[value] }))}
              allowDeselect={false}
              {...form.getInputProps("smtpSecurity")}
            />
          </SimpleGrid>
          <TextInput label={t`SMTP username`} autoComplete="off" {...form.getInputProps("smtpUsername")} />
          <PasswordInput
            label={t`SMTP password`}
            autoComplete="new-password"
            {...passwordVisibility}
            description={
              needsPassword(form.values)
                ? t`The host, port or username changed: enter the password again. The saved password is only sent to the server it was saved for.`
                : settings.smtpPasswordSet
                  ? t`A password is saved. Leave this field empty to keep it.`
                  : t`No password is saved yet.`
            }
            {...form.getInputProps("smtpPassword")}
          />
          <Text size="xs" c="dimmed">
            <Trans>Test Email sends a message to the contact email ({contactEmail}) through the saved server.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" leftSection={<IconSend size={16} />} loading={testEmail.isPending} onClick={() => void runTest()}>
              <Trans>Test Email</Trans>
            </Button>
            <Button type="submit" loading={save.isPending && save.variables.type === "email"}>
              <Trans>Save Email Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
