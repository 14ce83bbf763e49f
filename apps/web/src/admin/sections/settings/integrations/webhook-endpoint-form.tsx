import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Checkbox, Group, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { LEAD_KINDS, type WebhookEndpointFields, webhookEndpointFieldsSchema } from "@lumiere/validation";
import { useTRPC } from "../../../../lib/trpc";
import { zodValidate } from "../../../../lib/zod-form";
import { describeError, fieldErrors } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useKindLabels } from "./kind-labels";

type Values = Omit<WebhookEndpointFields, "kinds"> & { kinds: string[] };

interface WebhookEndpointFormProps {
  /** The endpoint changed, or none to add one. */
  endpoint?: Values & { id: number };
  onSaved: () => void;
  onCancel?: () => void;
}

/** An endpoint's address, description, lead kinds, status changes and whether it is on. */
export function WebhookEndpointForm({ endpoint, onSaved, onCancel }: WebhookEndpointFormProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const kindLabels = useKindLabels();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: endpoint
      ? {
          url: endpoint.url,
          description: endpoint.description,
          enabled: endpoint.enabled,
          kinds: endpoint.kinds,
          statusChanges: endpoint.statusChanges,
        }
      : { url: "", description: "", enabled: true, kinds: [...LEAD_KINDS], statusChanges: false },
    validate: zodValidate<Values>(webhookEndpointFieldsSchema, i18n),
  });
  const handlers = {
    onSuccess: () => {
      notifySuccess(t`Success`, endpoint ? t`Webhook endpoint saved` : t`Webhook endpoint added`);
      form.resetDirty();
      onSaved();
    },
    onError: (error: unknown) => {
      const errors = fieldErrors(error, i18n);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else notifyError(t`Error`, describeError(error, i18n) ?? t`The endpoint could not be saved`);
    },
  };
  const create = useMutation(trpc.admin.webhooks.create.mutationOptions(handlers));
  const update = useMutation(trpc.admin.webhooks.update.mutationOptions(handlers));
  const submit = (values: Values) => {
    const input = values as WebhookEndpointFields;
    if (endpoint) update.mutate({ ...input, id: endpoint.id });
    else create.mutate(input);
  };
  const prefix = endpoint ? `webhook-${endpoint.id}` : "webhook-new";

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Endpoint URL`}
          description={t`The receiver's HTTPS address, where each lead is sent as signed JSON.`}
          placeholder="https://crm.example.com/webhooks/lumiere"
          required
          id={`${prefix}-url`}
          {...form.getInputProps("url")}
        />
        <TextInput label={t`Description`} placeholder={t`Sales CRM`} id={`${prefix}-description`} {...form.getInputProps("description")} />
        <Checkbox.Group label={t`Leads to send`} required {...form.getInputProps("kinds")}>
          <Group gap="md" mt={6}>
            {LEAD_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={kindLabels[kind]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch label={t`Send status changes too`} {...form.getInputProps("statusChanges", { type: "checkbox" })} />
        <Switch label={t`Enabled`} {...form.getInputProps("enabled", { type: "checkbox" })} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button type="submit" loading={create.isPending || update.isPending}>
            {endpoint ? <Trans>Save endpoint</Trans> : <Trans>Add endpoint</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
