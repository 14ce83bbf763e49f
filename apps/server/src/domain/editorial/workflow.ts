// The site's editorial workflow (spec §9 choices), a setting like the others (settings type "workflow").
import type { Workflow, WorkflowSettings } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";
import { readSettings, writeSettings } from "../settings";

export async function getWorkflow(deps: ContentDeps): Promise<Workflow> {
  return (await readSettings(deps, "workflow")).workflow;
}

export async function saveWorkflow(deps: ContentDeps, input: WorkflowSettings, actor: string): Promise<void> {
  await writeSettings(deps, "workflow", input, (tx) =>
    recordActivity(tx, { action: "settings.save", actor, subjectKind: "settings", subjectId: "workflow", data: { ...input } }),
  );
}
