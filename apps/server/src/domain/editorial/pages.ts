// Pages in the editor: a save edits the working copy (HTML sanitised once, here) and applies its
// action; the list shows the working copies in the spec's page shape.
import type { Page } from "@lumiere/db";
import type { PageSaveInput } from "@lumiere/validation";
import { type PageRecord, sanitizeFields } from "../pages";
import type { PageCopy } from "./copies";
import type { Editor } from "./authority";
import { lockEntity } from "./entity";
import { type EditDeps, saveEdit } from "./save";

export function pageRecordOf(live: Page, copy: PageCopy): PageRecord {
  return { id: live.id, pageId: live.pageId, ...copy };
}

/** Updates the given fields (a field left out stays as it is); null when the page does not exist. */
export async function savePage(deps: EditDeps, input: PageSaveInput, by: Editor): Promise<PageRecord | null> {
  const { pageId, action, langs, publishAt, ...fields } = input;
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const changes = await sanitizeFields(given);
  const entity = await saveEdit(
    deps,
    (tx) => lockEntity(tx, { kind: "page", pageId }),
    async (_tx, found) => ({ ...(found.copy as PageCopy), ...changes }),
    { action, langs, publishAt, by, versionAction: "save" },
  );
  return entity?.kind === "page" ? pageRecordOf(entity.live, entity.copy) : null;
}
