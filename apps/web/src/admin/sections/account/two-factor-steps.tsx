import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Code, CopyButton, Group, Image, PasswordInput, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import type { TwoFactor } from "./use-two-factor";

/** A six-digit code field of the panel. */
function CodeInput({ tf, field, label }: { tf: TwoFactor; field: "code" | "currentCode"; label: string }) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      w={200}
      value={tf.values[field]}
      error={tf.errors[field]}
      onChange={tf.set(field)}
    />
  );
}

/** The secret as text, with a button that copies it. */
function SecretLine({ secret }: { secret: string }) {
  const { t } = useLingui();
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        <Trans>Secret</Trans>
      </Text>
      <Group gap={4} wrap="nowrap">
        <Code data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy secret`}>
              <ActionIcon variant="subtle" onClick={copy} aria-label={t`Copy secret`}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/** A setup under way: the QR code and secret of the new app, its first code and the proof of the account. */
export function TwoFactorSetupStep({ tf, setup }: { tf: TwoFactor; setup: NonNullable<TwoFactor["setup"]> }) {
  const { t } = useLingui();
  const { isEnabled, values } = tf;
  const confirm = () =>
    tf.withCodes(isEnabled ? ["code", "currentCode"] : ["code"], () =>
      tf.enable.mutate(
        isEnabled
          ? { code: values.code.trim(), currentCode: values.currentCode.trim() }
          : { code: values.code.trim(), password: values.password },
      ),
    );
  return (
    <>
      <Text size="sm">
        {isEnabled ? (
          <Trans>
            Scan this QR code with the new authenticator app (or enter the secret by hand). Then type the code it shows, and a code from the
            app you use now.
          </Trans>
        ) : (
          <Trans>
            Scan this QR code with an authenticator app (or enter the secret by hand). Then type the code it shows, and your password.
          </Trans>
        )}
      </Text>
      <Image src={setup.qrCodeDataUrl} alt={t`QR code for two-factor setup`} w={180} h={180} radius="sm" />
      <SecretLine secret={setup.secret} />
      <Group align="flex-start" gap="sm">
        <CodeInput tf={tf} field="code" label={t`6-digit code`} />
        {isEnabled ? (
          <CodeInput tf={tf} field="currentCode" label={t`Code from the app you use now`} />
        ) : (
          <PasswordInput
            label={t`Your password`}
            autoComplete="current-password"
            w={240}
            value={values.password}
            error={tf.errors.password}
            onChange={tf.set("password")}
          />
        )}
      </Group>
      <Group gap="sm">
        <Button loading={tf.enable.isPending} onClick={confirm}>
          {isEnabled ? <Trans>Switch to the new app</Trans> : <Trans>Enable two-factor</Trans>}
        </Button>
        <Button variant="default" onClick={tf.cancel}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </>
  );
}

/** Two-factor on: turn it off with a current code, or move to another app. */
export function TwoFactorOnStep({ tf }: { tf: TwoFactor }) {
  const { t } = useLingui();
  return (
    <>
      <Text size="sm" c="dimmed">
        <Trans>Sign-in asks for a code from your authenticator app. To turn this off, enter a current code.</Trans>
      </Text>
      <Group align="flex-end" gap="sm">
        <CodeInput tf={tf} field="code" label={t`6-digit code`} />
        <Button
          color="red"
          variant="light"
          loading={tf.disable.isPending}
          onClick={() => tf.withCodes(["code"], () => tf.disable.mutate({ code: tf.values.code.trim() }))}
        >
          <Trans>Disable two-factor</Trans>
        </Button>
      </Group>
      <Group>
        <Button variant="subtle" loading={tf.start.isPending} onClick={() => tf.start.mutate()}>
          <Trans>Move to another authenticator app</Trans>
        </Button>
      </Group>
    </>
  );
}

/** Two-factor off: what it adds, and the button that starts a setup. */
export function TwoFactorOffStep({ tf }: { tf: TwoFactor }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        <Trans>Add a second step to sign-in: a code from an authenticator app on your phone.</Trans>
      </Text>
      <Group>
        <Button variant="light" loading={tf.start.isPending} onClick={() => tf.start.mutate()}>
          <Trans>Set up two-factor authentication</Trans>
        </Button>
      </Group>
    </>
  );
}
