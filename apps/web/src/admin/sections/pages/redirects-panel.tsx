import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Code, Group, Paper, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@lumiere/i18n";
import { type REDIRECT_SORTS, type RedirectInput, redirectInputSchema } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { zodValidate } from "../../../lib/zod-form";
import { actionsColumn, type Column, DataTable } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { ListPager, ListSearch, SortHeader, usePagedList } from "../../components/paged-list";
import { notifyUndoable } from "../../lib/confirm";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { Redirect } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";

/** Old addresses answering 301 (recorded on every slug change, or added here): add, edit, delete. */
export function RedirectsPanel() {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const paged = usePagedList<(typeof REDIRECT_SORTS)[number]>("from");
  const list = useQuery(trpc.admin.redirects.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const [editingId, setEditingId] = useState<number | null>(null);
  const form = useForm<RedirectInput>({
    mode: "controlled",
    initialValues: { fromPath: "", toPath: "" },
    validate: zodValidate<RedirectInput>(redirectInputSchema, i18n),
  });
  const done = () => {
    setEditingId(null);
    form.reset();
  };
  const options = (success: string) =>
    handlers({ success, failure: t`The redirect could not be saved`, setErrors: form.setErrors, onDone: done });
  const create = useMutation(trpc.admin.redirects.create.mutationOptions(options(t`Redirect saved`)));
  const update = useMutation(trpc.admin.redirects.update.mutationOptions(options(t`Redirect saved`)));
  const remove = useMutation(trpc.admin.redirects.remove.mutationOptions(options(t`Redirect deleted`)));
  // Undo puts the same redirect back (its two addresses are all there is to it).
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

  const columns: Column<Redirect>[] = [
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
        onEdit={() => {
          setEditingId(r.id);
          form.setValues({ fromPath: r.fromPath, toPath: r.toPath });
        }}
        onDelete={() => deleteRedirect(r)}
        guard={{ undoable: true }}
        isDeleting={remove.isPending && remove.variables.id === r.id}
      />
    )),
  ];

  const submit = form.onSubmit((values) => {
    if (editingId === null) create.mutate(values);
    else update.mutate({ ...values, id: editingId });
  });
  return (
    <>
      <Paper withBorder radius="md" p="md" mb="md" component="form" onSubmit={submit} noValidate aria-label={t`Redirect`}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label={t`Old address`} placeholder="/en/insights/old-slug" {...form.getInputProps("fromPath")} style={{ flex: 1 }} />
          <TextInput label={t`Goes to`} placeholder="/en/insights/new-slug" {...form.getInputProps("toPath")} style={{ flex: 1 }} />
          <Group gap="xs" mt={25}>
            {editingId !== null ? (
              <Button variant="default" onClick={done}>
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editingId === null ? <Trans>Add redirect</Trans> : <Trans>Save redirect</Trans>}
            </Button>
          </Group>
        </Group>
      </Paper>
      <ListSearch list={paged} label={t`Search redirects`} placeholder={t`Old or new address…`} />
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        rowTestId="redirect-row"
        empty={
          paged.input.q ? (
            <Trans>No redirects match this search.</Trans>
          ) : (
            <Trans>No redirects yet. Renaming a published article records one.</Trans>
          )
        }
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Redirects per page`} />
    </>
  );
}
