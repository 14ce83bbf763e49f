import { Trans } from "@lingui/react/macro";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { TwoFactorOffStep, TwoFactorOnStep, TwoFactorSetupStep } from "./two-factor-steps";
import { useTwoFactor } from "./use-two-factor";

/**
 * Two-factor (TOTP): set up with a QR code and secret, confirmed with a code of the new app and a
 * proof that the admin holds the account: the password the first time, a code of the app in use
 * when moving to another one. Turning it off asks for a current code too.
 */
export function TwoFactorPanel() {
  const tf = useTwoFactor();
  return (
    <Stack gap="sm" data-testid="two-factor">
      <Group justify="space-between">
        <Group gap="xs">
          <IconKey size={18} />
          <Text fw={600}>
            <Trans>Two-factor authentication</Trans>
          </Text>
        </Group>
        {tf.isEnabled ? (
          <Badge color="teal" variant="light">
            <Trans>Enabled</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Disabled</Trans>
          </Badge>
        )}
      </Group>
      {tf.setup ? (
        <TwoFactorSetupStep tf={tf} setup={tf.setup} />
      ) : tf.isEnabled ? (
        <TwoFactorOnStep tf={tf} />
      ) : (
        <TwoFactorOffStep tf={tf} />
      )}
    </Stack>
  );
}
