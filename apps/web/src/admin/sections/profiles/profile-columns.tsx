import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar, Badge, Group, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { langColumn } from "@lumiere/i18n";
import type { PROFILE_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import type { Column } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { type PagedList, SortHeader } from "../../components/paged-list";
import { saveHandlers } from "../../lib/save-handlers";
import { useAdminLang } from "../../lib/use-admin-lang";
import type { Profile } from "./types";

/** Refreshes the profile list and the article form's author choice. */
export function useRefreshProfiles() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.admin.profiles.pathKey() });
  };
}

function useDeleteProfile() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefreshProfiles();
  const remove = useMutation(
    trpc.admin.profiles.delete.mutationOptions(
      saveHandlers({ i18n, refresh, success: t`Profile deleted`, failure: t`Failed to delete the profile` }),
    ),
  );
  return {
    deleteProfile: (p: Profile) => remove.mutate({ id: p.id }),
    isDeleting: (p: Profile) => remove.isPending && remove.variables.id === p.id,
  };
}

/** The profile table's columns: photo and name (sortable), role in the admin's language, order, shown or hidden, actions. */
export function useProfileColumns(paged: PagedList<(typeof PROFILE_SORTS)[number]>, onEdit: (p: Profile) => void): Column<Profile>[] {
  const { t } = useLingui();
  const lang = useAdminLang();
  const { deleteProfile, isDeleting } = useDeleteProfile();
  return [
    {
      key: "name",
      header: (
        <SortHeader list={paged} by="name" reverse="-name">
          <Trans>Name</Trans>
        </SortHeader>
      ),
      render: (p) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={p.photoUrl} alt="" radius="xl" size="md" />
          <div>
            <Text fw={600} size="sm">
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              /{p.slug}
            </Text>
          </div>
        </Group>
      ),
    },
    { key: "role", header: <Trans>Role</Trans>, render: (p) => <Text size="sm">{langColumn(p, "role", lang) || "—"}</Text> },
    {
      key: "position",
      header: (
        <SortHeader list={paged} by="position">
          <Trans>Order</Trans>
        </SortHeader>
      ),
      render: (p) => <Text size="sm">{p.position}</Text>,
    },
    {
      key: "published",
      header: <Trans>Status</Trans>,
      render: (p) =>
        p.published ? (
          <Badge color="teal" variant="light">
            <Trans>Published</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Hidden</Trans>
          </Badge>
        ),
    },
    {
      key: "actions",
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      render: (p) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <EditDeleteActions
            editLabel={t`Edit ${p.name}`}
            deleteLabel={t`Delete ${p.name}`}
            onEdit={() => onEdit(p)}
            onDelete={() => deleteProfile(p)}
            guard={{
              confirm: {
                title: t`Delete ${p.name}?`,
                message: t`The profile leaves the Team page, and its articles show no author.`,
              },
            }}
            isDeleting={isDeleting(p)}
          />
        </Group>
      ),
    },
  ];
}
