import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { type Lang, LANGS } from "@lumiere/i18n";
import type { SaveAction, Workflow } from "@lumiere/validation";
import { useState } from "react";

export interface SaveChoice {
  action: SaveAction;
  langs: Lang[];
  publishAt?: string;
}

interface SaveActionsProps {
  workflow: Workflow | undefined;
  isSaving: boolean;
  onSave: (choice: SaveChoice) => void;
  onCancel: () => void;
  /** Errors of the schedule time, from the form. */
  publishAtError?: string | undefined;
  /** With review on, approving the languages in review (shown only when some are). */
  approval?: { canApprove: boolean; isApproving: boolean; approve: () => void };
}

/** The value of a datetime-local input as an ISO instant (the admin's time zone), or undefined. */
function isoOf(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/**
 * Save as draft, publish now, schedule or submit for review, for the languages ticked: each
 * language publishes on its own. With a review workflow, publishing waits for an approval.
 */
export function SaveActions({ workflow, isSaving, onSave, onCancel, publishAtError, approval }: SaveActionsProps) {
  const { t } = useLingui();
  const [langs, setLangs] = useState<string[]>([...LANGS]);
  const [publishAt, setPublishAt] = useState("");
  const chosen = LANGS.filter((l) => langs.includes(l));
  const save = (action: SaveAction) => {
    const at = isoOf(publishAt);
    onSave({ action, langs: chosen, ...(action === "schedule" && at ? { publishAt: at } : {}) });
  };
  const review = workflow !== undefined && workflow !== "draft-publish";
  return (
    <Stack gap="sm">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Checkbox.Group label={t`Languages to publish or schedule`} value={langs} onChange={setLangs}>
          <Group gap="md" mt={6}>
            <Checkbox value="en" label={t`English`} />
            <Checkbox value="fr" label={t`French`} />
          </Group>
        </Checkbox.Group>
        <TextInput
          type="datetime-local"
          step={1}
          label={t`Publish at`}
          value={publishAt}
          onChange={(e) => setPublishAt(e.currentTarget.value)}
          error={publishAtError}
        />
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isSaving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="light" color="gray" loading={isSaving} onClick={() => save("draft")}>
          <Trans>Save as draft</Trans>
        </Button>
        {review ? (
          <Button variant="light" loading={isSaving} disabled={chosen.length === 0} onClick={() => save("review")}>
            <Trans>Submit for review</Trans>
          </Button>
        ) : null}
        {review && approval?.canApprove ? (
          <Button variant="light" color="green" loading={approval.isApproving} onClick={approval.approve}>
            <Trans>Approve</Trans>
          </Button>
        ) : null}
        <Button variant="light" color="violet" loading={isSaving} disabled={chosen.length === 0} onClick={() => save("schedule")}>
          <Trans>Schedule</Trans>
        </Button>
        <Button loading={isSaving} disabled={chosen.length === 0} onClick={() => save("publish")}>
          <Trans>Publish now</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
