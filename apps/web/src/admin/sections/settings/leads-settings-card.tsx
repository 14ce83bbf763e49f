import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconShieldLock } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type LeadsSettingsInput, leadsSettingsSchema } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodValidate } from "../../../lib/zod-form";
import { SettingsCard } from "./settings-card";
import { useSaveSettings } from "./use-save-settings";

type LeadsValues = { notifyRecipients: string; leadRetentionMonths: number | string; chatRetentionDays: number | string };

/** Who is told about new leads, and how long personal data is kept before the server deletes it. */
export function LeadsSettingsCard({ contactEmail }: { contactEmail: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.settings.leads.queryOptions());
  return query.data ? <LeadsSettingsForm initial={query.data} contactEmail={contactEmail} /> : null;
}

function LeadsSettingsForm({ initial, contactEmail }: { initial: Required<LeadsSettingsInput>; contactEmail: string }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useSaveSettings();
  const form = useForm<LeadsValues>({
    mode: "controlled",
    initialValues: initial,
    validate: zodValidate<LeadsValues>(leadsSettingsSchema, i18n),
  });
  return (
    <SettingsCard
      title={t`Leads and Privacy`}
      description={t`Who receives an e-mail for each new lead, and how long personal data is kept before it is deleted.`}
      icon={IconShieldLock}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((data) =>
          save.mutate(
            { type: "leads", data: data as never },
            { onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.admin.settings.leads.queryKey() }) },
          ),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Notification recipients`}
            description={t`E-mail addresses separated by commas. Empty: ${contactEmail}`}
            placeholder={contactEmail}
            {...form.getInputProps("notifyRecipients")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t`Keep leads (months)`}
              min={1}
              max={120}
              allowDecimal={false}
              {...form.getInputProps("leadRetentionMonths")}
            />
            <NumberInput
              label={t`Keep chat transcripts (days)`}
              min={1}
              max={3650}
              allowDecimal={false}
              {...form.getInputProps("chatRetentionDays")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending && save.variables.type === "leads"}>
              <Trans>Save Lead Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
