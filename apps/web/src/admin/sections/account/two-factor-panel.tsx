import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Code, CopyButton, Group, Image, PasswordInput, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconKey } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useInvalidate } from "../../lib/use-invalidate";

interface Setup {
  secret: string;
  qrCodeDataUrl: string;
}

type Field = "code" | "currentCode" | "password";
const EMPTY: Record<Field, string> = { code: "", currentCode: "", password: "" };

/**
 * Two-factor (TOTP): set up with a QR code and secret, confirmed with a code of the new app and a
 * proof that the admin holds the account: the password the first time, a code of the app in use
 * when moving to another one. Turning it off asks for a current code too.
 */
export function TwoFactorPanel() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const me = useQuery(trpc.auth.me.queryOptions());
  const [setup, setSetup] = useState<Setup | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const isEnabled = me.data?.hasTwoFactor === true;

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
  };
  const fail = (error: unknown) => {
    setValues(EMPTY);
    setErrors(fieldErrors(error, i18n));
    notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to configure 2FA`);
  };
  const start = useMutation(
    trpc.admin.settings.twoFactorSetup.mutationOptions({
      onSuccess: (data) => {
        setSetup({ secret: data.secret, qrCodeDataUrl: data.qrCodeDataUrl });
        reset();
        notifySuccess(t`Success`, t`2FA configuration initiated`);
      },
      onError: fail,
    }),
  );
  const enable = useMutation(
    trpc.admin.settings.twoFactorEnable.mutationOptions({
      onSuccess: async () => {
        setSetup(null);
        reset();
        await invalidate.settings();
        notifySuccess(t`Success`, isEnabled ? t`Sign-in now asks for the code of the new app` : t`Two-factor authentication is now on`);
      },
      onError: fail,
    }),
  );
  const disable = useMutation(
    trpc.admin.settings.twoFactorDisable.mutationOptions({
      onSuccess: async () => {
        reset();
        await invalidate.settings();
        notifySuccess(t`Success`, t`Two-factor authentication is now off`);
      },
      onError: fail,
    }),
  );

  /** Runs the action when the codes it needs have six digits; otherwise says so under the field. */
  const withCodes = (fields: Field[], run: () => void) => {
    const bad = fields.filter((f) => f !== "password" && !/^\d{6}$/.test(values[f].trim()));
    setErrors(Object.fromEntries(bad.map((f) => [f, t`Enter the 6-digit code from your app`])));
    if (bad.length === 0) run();
  };
  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };
  const codeInput = (field: "code" | "currentCode", label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      w={200}
      value={values[field]}
      error={errors[field]}
      onChange={set(field)}
    />
  );

  return (
    <Stack gap="sm" data-testid="two-factor">
      <Group justify="space-between">
        <Group gap="xs">
          <IconKey size={18} />
          <Text fw={600}>
            <Trans>Two-factor authentication</Trans>
          </Text>
        </Group>
        {isEnabled ? (
          <Badge color="teal" variant="light">
            <Trans>Enabled</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Disabled</Trans>
          </Badge>
        )}
      </Group>

      {setup ? (
        <>
          <Text size="sm">
            {isEnabled ? (
              <Trans>
                Scan this QR code with the new authenticator app (or enter the secret by hand). Then type the code it shows, and a code from
                the app you use now.
              </Trans>
            ) : (
              <Trans>
                Scan this QR code with an authenticator app (or enter the secret by hand). Then type the code it shows, and your password.
              </Trans>
            )}
          </Text>
          <Image src={setup.qrCodeDataUrl} alt={t`QR code for two-factor setup`} w={180} h={180} radius="sm" />
          <div>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              <Trans>Secret</Trans>
            </Text>
            <Group gap={4} wrap="nowrap">
              <Code data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
                {setup.secret}
              </Code>
              <CopyButton value={setup.secret}>
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
          <Group align="flex-start" gap="sm">
            {codeInput("code", t`6-digit code`)}
            {isEnabled ? (
              codeInput("currentCode", t`Code from the app you use now`)
            ) : (
              <PasswordInput
                label={t`Your password`}
                autoComplete="current-password"
                w={240}
                value={values.password}
                error={errors.password}
                onChange={set("password")}
              />
            )}
          </Group>
          <Group gap="sm">
            <Button
              loading={enable.isPending}
              onClick={() =>
                withCodes(isEnabled ? ["code", "currentCode"] : ["code"], () =>
                  enable.mutate(
                    isEnabled
                      ? { code: values.code.trim(), currentCode: values.currentCode.trim() }
                      : { code: values.code.trim(), password: values.password },
                  ),
                )
              }
            >
              {isEnabled ? <Trans>Switch to the new app</Trans> : <Trans>Enable two-factor</Trans>}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setSetup(null);
                reset();
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </>
      ) : isEnabled ? (
        <>
          <Text size="sm" c="dimmed">
            <Trans>Sign-in asks for a code from your authenticator app. To turn this off, enter a current code.</Trans>
          </Text>
          <Group align="flex-end" gap="sm">
            {codeInput("code", t`6-digit code`)}
            <Button
              color="red"
              variant="light"
              loading={disable.isPending}
              onClick={() => withCodes(["code"], () => disable.mutate({ code: values.code.trim() }))}
            >
              <Trans>Disable two-factor</Trans>
            </Button>
          </Group>
          <Group>
            <Button variant="subtle" loading={start.isPending} onClick={() => start.mutate()}>
              <Trans>Move to another authenticator app</Trans>
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            <Trans>Add a second step to sign-in: a code from an authenticator app on your phone.</Trans>
          </Text>
          <Group>
            <Button variant="light" loading={start.isPending} onClick={() => start.mutate()}>
              <Trans>Set up two-factor authentication</Trans>
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
