import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import type { StaffRole } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { AdminModal } from "../../components/admin-modal";
import { useConfirm } from "../../lib/confirm";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../lib/roles";
import type { Person } from "../../lib/types";
import { SessionsList } from "./sessions-list";

/** The name a person is shown by: their display name, else their username. */
export const nameOf = (person: Pick<Person, "displayName" | "username">) => person.displayName || person.username;

/** Changing a person's role and removing a person, each after a confirmation naming them. */
export function usePersonChanges(onDone: () => void) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const confirm = useConfirm();
  const handlers = (success: string) => ({
    onSuccess: () => {
      notifySuccess(t`Success`, success);
      onDone();
    },
    onError: (error: unknown) => notifyError(t`Error`, describeError(error, i18n) ?? t`The change could not be saved.`),
  });
  const setRole = useMutation(trpc.admin.people.setRole.mutationOptions(handlers(t`Role changed`)));
  const remove = useMutation(trpc.admin.people.remove.mutationOptions(handlers(t`Person removed`)));
  return {
    changeRole(person: Person, role: StaffRole) {
      const name = nameOf(person);
      const label = i18n._(ROLE_LABELS[role]);
      const description = i18n._(ROLE_DESCRIPTIONS[role]);
      confirm({
        title: t`Change the role of ${name}?`,
        message: t`${name} becomes ${label}: ${description}`,
        confirmLabel: t`Change role`,
        color: "indigo",
        onConfirm: () => setRole.mutate({ userId: person.id, role }),
      });
    },
    remove(person: Person) {
      const name = nameOf(person);
      const email = person.email ?? person.username;
      confirm({
        title: t`Remove ${name}?`,
        message: t`${name} (${email}) is signed out everywhere and can no longer sign in. What they wrote stays, with their name.`,
        confirmLabel: t`Remove`,
        onConfirm: () => remove.mutate({ userId: person.id }),
      });
    },
  };
}

/** A person's sessions, each revocable by an administrator. */
export function SessionsModal({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = person ? nameOf(person) : "";
  return (
    <AdminModal opened={person !== null} onClose={onClose} title={t`Sessions of ${name}`} size="xl">
      {person ? <SessionsList userId={person.isSelf ? undefined : person.id} name={name} /> : null}
    </AdminModal>
  );
}
