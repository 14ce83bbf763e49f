import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Code } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { formatLongDate } from "@lumiere/i18n";
import type { REDIRECT_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { actionsColumn, type Column } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { type PagedList, SortHeader } from "../../components/paged-list";
import { notifyUndoable } from "../../lib/confirm";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { Redirect } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import type { RedirectEditor } from "./redirect-form";

type RedirectSort = (typeof REDIRECT_SORTS)[number];

/** Deletes a redirect, with an Undo that puts the same one back (its two addresses are all there is to it). */
function useDeleteRedirect(editor: RedirectEditor) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const remove = useMutation(
    trpc.admin.redirects.remove.mutationOptions(
      handlers({
        success: t`Redirect deleted`,
        failure: t`The redirect could not be saved`,
        setErrors: editor.form.setErrors,
        onDone: editor.done,
      }),
    ),
  );
  const putBack = useMutation(
    trpc.admin.redirects.create.mutationOptions(
      handlers({ success: t`Redirect restored`, failure: t`The redirect could not be restored` }),
    ),
  );
  const deleteRedirect = (r: Redirect) =>
    remove.mutate(
      { id: r.id },
      {
        onSuccess: () =>
          notifyUndoable({
            title: t`Success`,
            message: t`Redirect from ${r.fromPath} deleted`,
            undoLabel: t`Undo`,
            onUndo: () => putBack.mutate({ fromPath: r.fromPath, toPath: r.toPath }),
          }),
      },
    );
  return { deleteRedirect, isDeleting: (r: Redirect) => remove.isPending && remove.variables.id === r.id };
}

/** The redirects table's columns: both addresses, the origin, the date (sortable) and the actions. */
export function useRedirectColumns(paged: PagedList<RedirectSort>, editor: RedirectEditor): Column<Redirect>[] {
  const { t } = useLingui();
  const lang = useAdminLang();
  const { deleteRedirect, isDeleting } = useDeleteRedirect(editor);
  return [
    {
      key: "from",
      header: (
        <SortHeader list={paged} by="from" reverse="-from">
          <Trans>Old address</Trans>
        </SortHeader>
      ),
      render: (r) => <Code>{r.fromPath}</Code>,
    },
    {
      key: "to",
      header: (
        <SortHeader list={paged} by="to">
          <Trans>Goes to</Trans>
        </SortHeader>
      ),
      render: (r) => <Code>{r.toPath}</Code>,
    },
    {
      key: "source",
      header: <Trans>Origin</Trans>,
      render: (r) => <Badge variant="light">{r.source === "slug" ? t`Slug change` : t`Added by hand`}</Badge>,
    },
    {
      key: "date",
      header: (
        <SortHeader list={paged} by="updated">
          <Trans>Updated</Trans>
        </SortHeader>
      ),
      render: (r) => formatLongDate(r.updatedAt, lang),
    },
    actionsColumn(100, (r) => (
      <EditDeleteActions
        editLabel={t`Edit the redirect from ${r.fromPath}`}
        deleteLabel={t`Delete the redirect from ${r.fromPath}`}
        onEdit={() => editor.edit(r)}
        onDelete={() => deleteRedirect(r)}
        guard={{ undoable: true }}
        isDeleting={isDeleting(r)}
      />
    )),
  ];
}
