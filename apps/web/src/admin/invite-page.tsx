import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Box, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import { acceptInvitationInputSchema } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../lib/trpc";
import { zodValidate } from "../lib/zod-form";
import { describeError, fieldErrors } from "./lib/errors";
import { notifyError, notifySuccess } from "./lib/notify";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "./lib/roles";
import { usePasswordVisibility } from "./lib/use-password-visibility";
import { AuthCard } from "./components/auth-card";
import { LoadingSpinner } from "./components/loading-spinner";

interface InvitePageProps {
  lang: Lang;
  onSignedIn: () => void;
}

interface InviteValues {
  username: string;
  displayName: string;
  password: string;
  confirm: string;
}

/** The invitation link's token: in the fragment (never sent to the server's logs) or the query. */
function tokenOfLocation(): string {
  if (typeof window === "undefined") return "";
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get("token");
  return fromHash ?? new URLSearchParams(window.location.search).get("token") ?? "";
}

/** The page an invitation e-mail links to: who is invited and as what, then their own sign-in details. */
export function InvitePage({ lang, onSignedIn }: InvitePageProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [token] = useState(tokenOfLocation);
  const passwordVisibility = usePasswordVisibility();
  const invitation = useQuery({ ...trpc.auth.invitation.queryOptions({ token }), enabled: token !== "", retry: false });
  const validateFields = zodValidate<Omit<InviteValues, "confirm">>(acceptInvitationInputSchema.omit({ token: true }), i18n);
  const form = useForm<InviteValues>({
    mode: "controlled",
    initialValues: { username: "", displayName: "", password: "", confirm: "" },
    validate: ({ confirm, ...values }) => ({
      ...validateFields(values),
      ...(confirm !== values.password ? { confirm: t`The two passwords do not match.` } : {}),
    }),
  });

  const accept = useMutation(
    trpc.auth.acceptInvitation.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
        notifySuccess(t`Welcome to the team`, t`Your account is ready.`);
        onSignedIn();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error, i18n));
        notifyError(t`Error`, describeError(error, i18n) ?? t`The invitation could not be accepted.`);
      },
    }),
  );

  const content = () => {
    if (token === "" || invitation.error) {
      return (
        <Alert color="red" icon={<IconAlertCircle />} title={t`This invitation cannot be used`}>
          {(invitation.error && describeError(invitation.error, i18n)) ?? t`The link is incomplete.`}{" "}
          <Trans>Ask an administrator to send you a new invitation.</Trans>
        </Alert>
      );
    }
    if (!invitation.data) {
      return <LoadingSpinner py="md" />;
    }
    const role = invitation.data.role;
    return (
      <form
        onSubmit={form.onSubmit(({ confirm: _, ...values }) => accept.mutate({ token, ...values }))}
        noValidate
        aria-label={t`Create your account`}
      >
        <Stack gap="md">
          <Box>
            <Text size="sm" c="dimmed">
              <Trans>Invited e-mail address</Trans>
            </Text>
            <Text fw={600} data-testid="invite-email">
              {invitation.data.email}
            </Text>
          </Box>
          <Box>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                <Trans>Role</Trans>
              </Text>
              <Badge variant="light" data-testid="invite-role">
                {i18n._(ROLE_LABELS[role])}
              </Badge>
            </Group>
            <Text size="sm">{i18n._(ROLE_DESCRIPTIONS[role])}</Text>
          </Box>
          <TextInput label={t`Username`} autoComplete="username" required {...form.getInputProps("username")} />
          <TextInput label={t`Display name`} autoComplete="name" required {...form.getInputProps("displayName")} />
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            required
            {...passwordVisibility}
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...passwordVisibility}
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" fullWidth size="md" loading={accept.isPending}>
            <Trans>Create my account</Trans>
          </Button>
        </Stack>
      </form>
    );
  };

  return (
    <AuthCard
      lang={lang}
      maw={460}
      icon={<IconUserPlus size={26} />}
      title={<Trans>Join the team</Trans>}
      subtitle={<Trans>Choose how you sign in to the Lumière AI admin.</Trans>}
    >
      {content()}
    </AuthCard>
  );
}
