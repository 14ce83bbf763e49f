import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Select, Stack, Switch } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconShieldLock } from "@tabler/icons-react";
import { SESSION_TIMEOUTS } from "@lumiere/validation";
import type { Settings } from "../../lib/types";
import { SettingsCard } from "./settings-card";
import { useSaveSettings } from "./use-save-settings";

type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];

/** Security Settings: session timeout (applies to new sessions) and whether everyone must use two-factor. */
export function SecuritySettingsCard({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const save = useSaveSettings();
  const form = useForm<{ sessionTimeout: SessionTimeout; requireTwoFactor: boolean }>({
    mode: "controlled",
    initialValues: { sessionTimeout: settings.sessionTimeout, requireTwoFactor: settings.requireTwoFactor === true },
  });
  const labels: Record<SessionTimeout, string> = {
    "30": t`30 minutes`,
    "60": t`1 hour`,
    "120": t`2 hours`,
    "480": t`8 hours`,
  };
  return (
    <SettingsCard
      title={t`Security Settings`}
      description={t`How long a sign-in lasts, and whether everyone must use two-factor authentication.`}
      icon={IconShieldLock}
    >
      <form onSubmit={form.onSubmit((data) => save.mutate({ type: "security", data }))} noValidate>
        <Stack gap="sm">
          <Select
            label={t`Session timeout`}
            description={t`Time without activity before sign-in is required again. Applies to sessions started after saving.`}
            data={SESSION_TIMEOUTS.map((value) => ({ value, label: labels[value] }))}
            allowDeselect={false}
            {...form.getInputProps("sessionTimeout")}
          />
          <Switch
            label={t`Require two-factor for everyone`}
            description={t`People without two-factor authentication must set it up in My account before doing anything else. Your own two-factor is in My account.`}
            {...form.getInputProps("requireTwoFactor", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending && save.variables.type === "security"}>
              <Trans>Save Security Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
