// Who may act on an item: editors and administrators on any page, article or landing page; an
// author only on the articles and landing pages they created, and never to publish, schedule, approve or send back. Nobody
// approves a change they made or sent for review. Enforced here, whatever the transport.
import { can, mayChangeArticle, type SaveAction, serverMessages, type Transition, type Workflow } from "@lumiere/validation";
import type { Lang } from "@lumiere/i18n";
import { forbidden, Refusal } from "../refusal";
import type { Entity } from "./entity";
import { defaultSaveAction } from "./rules";

/**
 * The person acting (a session's user): their role decides what they may do, their username is
 * what the records name. Always given: no editorial change is made by nobody.
 */
export interface Editor {
  id: number;
  role: string;
  username: string;
}

/** The permission each action needs beyond changing the item itself. */
const ACTION_PERMISSION = {
  publish: "content.publish",
  schedule: "content.publish",
  unschedule: "content.publish",
  unpublish: "content.publish",
  approve: "content.approve",
  reject: "content.approve",
} as const;

/** Refuses an action the role does not hold. */
export function checkAction(by: Editor, action: SaveAction | Transition): void {
  const needed = ACTION_PERMISSION[action as keyof typeof ACTION_PERMISSION];
  if (needed && !can(by.role, needed)) throw forbidden();
}

/** Refuses a change of an item that is not this person's to change. */
export function checkOwnership(by: Editor, entity: Entity): void {
  if (can(by.role, "content.edit")) return;
  // Landing pages follow the articles' rule: an author changes only the ones they created.
  if (entity.kind === "page" || !mayChangeArticle(by, entity.live.ownerId)) throw new Refusal("forbidden", serverMessages.notOwnArticle);
}

/** A save that names no action: one who may not publish keeps a draft, or asks for a review when the workflow has one. */
export function saveActionFor(by: Editor, workflow: Workflow, action: SaveAction | undefined): SaveAction {
  const chosen = action ?? defaultSaveAction(workflow);
  if (action === undefined && chosen === "publish" && !can(by.role, "content.publish")) return "draft";
  return chosen;
}

/** Who last changed and who submitted each language (an item's editorial record, whatever its kind). */
export type ChangeTrail = Record<`editedBy_${Lang}` | `submittedBy_${Lang}`, string>;

/** Refuses an approval by whoever last changed or submitted one of these languages. */
export function checkNotOwnChange(entity: { draft: ChangeTrail }, langs: readonly Lang[], actor: string): void {
  for (const lang of langs) {
    const d = entity.draft;
    if (d[`editedBy_${lang}`] === actor || d[`submittedBy_${lang}`] === actor) {
      throw new Refusal("forbidden", serverMessages.ownApproval);
    }
  }
}
