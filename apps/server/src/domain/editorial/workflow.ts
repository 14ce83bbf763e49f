// The site's editorial workflow (spec §9 choices), a setting like the others (settings row "workflow").
import { eq, settings } from "@lumiere/db";
import { DEFAULT_WORKFLOW, type Workflow, type WorkflowSettings, workflowSettingsSchema } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { ContentDeps } from "../deps";

const TYPE = "workflow";

export function getWorkflow(deps: ContentDeps): Promise<Workflow> {
  return deps.cache.get("settings:workflow", async () => {
    const [row] = await deps.db.select({ data: settings.data }).from(settings).where(eq(settings.type, TYPE));
    const parsed = workflowSettingsSchema.safeParse(row?.data ?? {});
    return parsed.success ? parsed.data.workflow : DEFAULT_WORKFLOW;
  });
}

export async function saveWorkflow(deps: ContentDeps, input: WorkflowSettings, actor: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const data = { ...input };
    await tx
      .insert(settings)
      .values({ type: TYPE, data })
      .onConflictDoUpdate({ target: settings.type, set: { data, updatedAt: new Date() } });
    await recordActivity(tx, { action: "settings.save", actor, subjectKind: "settings", subjectId: TYPE, data });
  });
  deps.cache.invalidate();
}
