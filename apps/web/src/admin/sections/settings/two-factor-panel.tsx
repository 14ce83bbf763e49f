import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Code, CopyButton, Group, Image, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconKey } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useInvalidate } from "../../lib/use-invalidate";

interface Setup {
  secret: string;
  qrCodeDataUrl: string;
}

/** Two-factor (TOTP): set up with a QR code and secret, confirm with a code; disabling asks for a code too. */
export function TwoFactorPanel() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const me = useQuery(trpc.auth.me.queryOptions());
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const isEnabled = me.data?.hasTwoFactor === true;

  const fail = (error: unknown) => {
    setCode("");
    notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to configure 2FA`);
  };
  const start = useMutation(
    trpc.admin.settings.twoFactorSetup.mutationOptions({
      onSuccess: (data) => {
        setSetup({ secret: data.secret, qrCodeDataUrl: data.qrCodeDataUrl });
        setCode("");
        notifySuccess(t`Success`, t`2FA configuration initiated`);
      },
      onError: fail,
    }),
  );
  const enable = useMutation(
    trpc.admin.settings.twoFactorEnable.mutationOptions({
      onSuccess: async () => {
        setSetup(null);
        setCode("");
        await invalidate.settings();
        notifySuccess(t`Success`, t`Two-factor authentication is now on`);
      },
      onError: fail,
    }),
  );
  const disable = useMutation(
    trpc.admin.settings.twoFactorDisable.mutationOptions({
      onSuccess: async () => {
        setCode("");
        await invalidate.settings();
        notifySuccess(t`Success`, t`Two-factor authentication is now off`);
      },
      onError: fail,
    }),
  );

  /** Runs the action when the code has six digits; otherwise says so under the field. */
  const withCode = (run: (code: string) => void) => {
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) {
      setCodeError(t`Enter the 6-digit code from your app`);
      return;
    }
    setCodeError(null);
    run(trimmed);
  };

  const codeInput = (
    <TextInput
      label={t`6-digit code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      w={200}
      value={code}
      error={codeError}
      onChange={(e) => {
        setCode(e.currentTarget.value);
        setCodeError(null);
      }}
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

      {isEnabled ? (
        <>
          <Text size="sm" c="dimmed">
            <Trans>Sign-in asks for a code from your authenticator app. To turn this off, enter a current code.</Trans>
          </Text>
          <Group align="flex-end" gap="sm">
            {codeInput}
            <Button color="red" variant="light" loading={disable.isPending} onClick={() => withCode((c) => disable.mutate({ code: c }))}>
              <Trans>Disable two-factor</Trans>
            </Button>
          </Group>
        </>
      ) : setup ? (
        <>
          <Text size="sm">
            <Trans>Scan this QR code with an authenticator app (or enter the secret by hand), then type the code it shows.</Trans>
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
          <Group align="flex-end" gap="sm">
            {codeInput}
            <Button loading={enable.isPending} onClick={() => withCode((c) => enable.mutate({ code: c }))}>
              <Trans>Enable two-factor</Trans>
            </Button>
            <Button variant="default" onClick={() => setSetup(null)}>
              <Trans>Cancel</Trans>
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
