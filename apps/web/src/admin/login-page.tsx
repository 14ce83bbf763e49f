import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Loader, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import { loginInputSchema, twoFactorCodeInputSchema } from "@lumiere/validation";
import { useRef, useState } from "react";
import { useTRPC } from "../lib/trpc";
import { describeError, errorCode, isWrongTwoFactorCode } from "./lib/errors";
import { notifyError, notifySuccess } from "./lib/notify";
import { zodValidate } from "../lib/zod-form";
import { usePasswordVisibility } from "./lib/use-password-visibility";
import { AuthCard } from "./components/auth-card";

interface LoginPageProps {
  lang: Lang;
  onSignedIn: () => void;
}

interface LoginValues {
  username: string;
  password: string;
  code: string;
}

/** 'Admin Access' (spec §2): username, password with a show/hide toggle, then a code when two-factor is on. */
export function LoginPage({ lang, onSignedIn }: LoginPageProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [needsCode, setNeedsCode] = useState(false);
  const passwordVisibility = usePasswordVisibility();
  const codeRef = useRef<HTMLInputElement>(null);
  const validateCredentials = zodValidate<Omit<LoginValues, "code">>(loginInputSchema.omit({ code: true }), i18n);
  const validateCode = zodValidate<{ code: string }>(twoFactorCodeInputSchema, i18n);

  const form = useForm<LoginValues>({
    mode: "controlled",
    initialValues: { username: "", password: "", code: "" },
    validate: (values) => ({
      ...validateCredentials({ username: values.username, password: values.password }),
      ...(needsCode ? validateCode({ code: values.code }) : {}),
    }),
  });

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (result) => {
        if (!result.success) {
          setNeedsCode(true);
          setTimeout(() => codeRef.current?.focus(), 0);
          return;
        }
        await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
        notifySuccess(t`Login Successful`, t`Welcome to the admin dashboard`);
        onSignedIn();
      },
      onError: (error) => {
        form.setFieldValue("code", "");
        const code = errorCode(error);
        // A 401 is a wrong password (spec §8), unless the server says the two-factor code was wrong.
        const description = isWrongTwoFactorCode(error)
          ? t`The code is not valid. Check your authenticator app and try again.`
          : code === "UNAUTHORIZED"
            ? t`Invalid username or password`
            : (describeError(error, i18n) ?? t`Invalid credentials`);
        notifyError(t`Login Failed`, description);
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    login.mutate({
      username: values.username,
      password: values.password,
      ...(needsCode ? { code: values.code.trim() } : {}),
      // Security e-mails about the account are then written in the admin's language.
      lang,
    });
  });

  return (
    <AuthCard
      lang={lang}
      maw={420}
      icon={<IconLock size={26} />}
      title={<Trans>Admin Access</Trans>}
      subtitle={<Trans>Sign in to manage the Lumière AI website.</Trans>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t`Username`} autoComplete="username" required disabled={needsCode} {...form.getInputProps("username")} />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            disabled={needsCode}
            {...passwordVisibility}
            {...form.getInputProps("password")}
          />
          {needsCode ? (
            <TextInput
              ref={codeRef}
              label={t`Authentication code`}
              description={t`Enter the 6-digit code from your authenticator app.`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...form.getInputProps("code")}
            />
          ) : null}
          <Button
            type="submit"
            fullWidth
            size="md"
            disabled={login.isPending}
            leftSection={login.isPending ? <Loader size={16} color="gray" /> : null}
          >
            {login.isPending ? <Trans>Signing In...</Trans> : <Trans>Sign In</Trans>}
          </Button>
          {needsCode ? (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setNeedsCode(false);
                form.setFieldValue("code", "");
              }}
            >
              <Trans>Use a different account</Trans>
            </Button>
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
