import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { type Lang, LANGS } from "@lumiere/i18n";
import { useQuery } from "@tanstack/react-query";
import type { ContentRef, SaveAction } from "@lumiere/validation";
import { useId, useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { useApprove } from "../lib/use-approve";
import { useCan } from "../lib/use-can";

export interface SaveChoice {
  action: SaveAction;
  langs: Lang[];
  publishAt?: string;
}

interface SaveActionsProps {
  /** The item saved (null while creating one): its languages in review can be approved here. */
  contentRef: ContentRef | null;
  isSaving: boolean;
  onSave: (choice: SaveChoice) => void;
  onCancel: () => void;
  /** Errors of the schedule time, from the form. */
  publishAtError?: string | undefined;
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
export function SaveActions({ contentRef, isSaving, onSave, onCancel, publishAtError }: SaveActionsProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const workflow = useQuery(trpc.admin.editorial.workflow.queryOptions()).data?.workflow;
  const approved =
    workflow === "draft-review-publish"
      ? t`The change is approved and published.`
      : t`The change is approved: an editor can now publish it.`;
  const approval = useApprove(contentRef, approved, t`This step could not be taken`);
  const ownChangeId = useId();
  const needsApprovalId = useId();
  const [langs, setLangs] = useState<string[]>([...LANGS]);
  const [publishAt, setPublishAt] = useState("");
  const chosen = LANGS.filter((l) => langs.includes(l));
  const save = (action: SaveAction) => {
    const at = isoOf(publishAt);
    onSave({ action, langs: chosen, ...(action === "schedule" && at ? { publishAt: at } : {}) });
  };
  const allowed = useCan();
  const canPublish = allowed("content.publish");
  // Whoever may not publish (an author) hands the change to someone who may.
  const review = (workflow !== undefined && workflow !== "draft-publish") || !canPublish;
  // Under a review workflow a saved change is a draft again: it is published once approved, never
  // straight from the form (the server refuses it), so the buttons say why they are off.
  const needsApproval = workflow !== undefined && workflow !== "draft-publish";
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
      {canPublish ? null : (
        <Text size="sm" c="dimmed" ta="right">
          <Trans>Your role submits changes for review: an editor or an administrator approves and publishes them.</Trans>
        </Text>
      )}
      {canPublish && needsApproval ? (
        <Text size="sm" c="dimmed" ta="right" id={needsApprovalId}>
          <Trans>The publishing workflow asks for an approval: submit the change for review; it is published once approved.</Trans>
        </Text>
      ) : null}
      {review && approval.ownChangeOnly && allowed("content.approve") ? (
        <Text size="sm" c="dimmed" ta="right" id={ownChangeId}>
          <Trans>You made or submitted this change: someone else approves it.</Trans>
        </Text>
      ) : null}
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
        {review && approval.canApprove && allowed("content.approve") ? (
          <Button
            variant="light"
            color="green"
            loading={approval.isApproving}
            disabled={approval.ownChangeOnly}
            aria-describedby={approval.ownChangeOnly ? ownChangeId : undefined}
            onClick={approval.approve}
          >
            <Trans>Approve</Trans>
          </Button>
        ) : null}
        {canPublish ? (
          <>
            <Button
              variant="light"
              color="violet"
              loading={isSaving}
              disabled={chosen.length === 0 || needsApproval}
              aria-describedby={needsApproval ? needsApprovalId : undefined}
              onClick={() => save("schedule")}
            >
              <Trans>Schedule</Trans>
            </Button>
            <Button
              loading={isSaving}
              disabled={chosen.length === 0 || needsApproval}
              aria-describedby={needsApproval ? needsApprovalId : undefined}
              onClick={() => save("publish")}
            >
              <Trans>Publish now</Trans>
            </Button>
          </>
        ) : null}
      </Group>
    </Stack>
  );
}
