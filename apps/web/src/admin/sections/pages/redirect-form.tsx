import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { type RedirectInput, redirectInputSchema } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { zodValidate } from "../../../lib/zod-form";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { Redirect } from "../../lib/types";

/** The redirect form's state: a new redirect, or the one being edited, and its save. */
export function useRedirectEditor() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
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
  const options = handlers({
    success: t`Redirect saved`,
    failure: t`The redirect could not be saved`,
    setErrors: form.setErrors,
    onDone: done,
  });
  const create = useMutation(trpc.admin.redirects.create.mutationOptions(options));
  const update = useMutation(trpc.admin.redirects.update.mutationOptions(options));
  const edit = (r: Redirect) => {
    setEditingId(r.id);
    form.setValues({ fromPath: r.fromPath, toPath: r.toPath });
  };
  const submit = form.onSubmit((values) => {
    if (editingId === null) create.mutate(values);
    else update.mutate({ ...values, id: editingId });
  });
  return { form, editingId, edit, done, submit, isSaving: create.isPending || update.isPending };
}

export type RedirectEditor = ReturnType<typeof useRedirectEditor>;

/** Adds a redirect, or saves the one chosen in the list. */
export function RedirectForm({ editor }: { editor: RedirectEditor }) {
  const { t } = useLingui();
  const { form, editingId } = editor;
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="form" onSubmit={editor.submit} noValidate aria-label={t`Redirect`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={t`Old address`} placeholder="/en/insights/old-slug" {...form.getInputProps("fromPath")} style={{ flex: 1 }} />
        <TextInput label={t`Goes to`} placeholder="/en/insights/new-slug" {...form.getInputProps("toPath")} style={{ flex: 1 }} />
        <Group gap="xs" mt={25}>
          {editingId !== null ? (
            <Button variant="default" onClick={editor.done}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button type="submit" loading={editor.isSaving}>
            {editingId === null ? <Trans>Add redirect</Trans> : <Trans>Save redirect</Trans>}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
