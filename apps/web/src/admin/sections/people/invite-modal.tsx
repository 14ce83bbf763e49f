import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { LANGS, type Lang } from "@lumiere/i18n";
import { inviteInputSchema, STAFF_ROLES, type StaffRole } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { zodValidate } from "../../../lib/zod-form";
import { AdminModal } from "../../components/admin-modal";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { EMAIL_LANG_LABELS, ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../lib/roles";
import { useAdminLang } from "../../lib/use-admin-lang";

interface InviteValues {
  email: string;
  role: StaffRole;
  lang: Lang;
}

/** "Invite someone": an e-mail address, a role and the language the invitation is written in. */
export function InviteModal({ opened, onClose, onInvited }: { opened: boolean; onClose: () => void; onInvited: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const adminLang = useAdminLang();
  const form = useForm<InviteValues>({
    mode: "controlled",
    initialValues: { email: "", role: "editor", lang: adminLang },
    validate: zodValidate(inviteInputSchema, i18n),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const invite = useMutation(
    trpc.admin.people.invite.mutationOptions({
      onSuccess: (_, sent) => {
        notifySuccess(t`Invitation sent`, t`An invitation is on its way to ${sent.email}.`);
        onInvited();
        close();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error, i18n));
        notifyError(t`Error`, describeError(error, i18n) ?? t`The invitation could not be sent.`);
      },
    }),
  );

  return (
    <AdminModal opened={opened} onClose={close} title={t`Invite someone`}>
      <form onSubmit={form.onSubmit((values) => invite.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput label={t`E-mail address`} type="email" autoComplete="off" required data-autofocus {...form.getInputProps("email")} />
          <Select
            label={t`Role`}
            description={i18n._(ROLE_DESCRIPTIONS[form.values.role])}
            data={STAFF_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
            allowDeselect={false}
            {...form.getInputProps("role")}
          />
          <Select
            label={t`E-mail language`}
            description={t`The invitation and later e-mails are written in this language.`}
            data={LANGS.map((lang) => ({ value: lang, label: i18n._(EMAIL_LANG_LABELS[lang]) }))}
            allowDeselect={false}
            {...form.getInputProps("lang")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={invite.isPending}>
              <Trans>Send invitation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
