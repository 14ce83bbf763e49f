// The workflow rules, per language, as a pure function: what an action does to a language in a
// given state under the site's workflow, or why it is refused. Enforced here, on the server.
import type { DraftState } from "@lumiere/db";
import { messages, type SaveAction, type Transition, type Workflow } from "@lumiere/validation";
import { Refusal } from "../refusal";

export type Step =
  | { do: "nothing" }
  | { do: "publish" }
  | { do: "schedule"; at: Date }
  | { do: "set"; state: DraftState }
  | { do: "unpublish" }
  | { do: "discard" };

const nothing: Step = { do: "nothing" };
const conflict = (d: (typeof messages)[keyof typeof messages]) => new Refusal("conflict", d);

/** What a save does when it names no action: publish, or ask for a review when the workflow has one. */
export function defaultSaveAction(workflow: Workflow): SaveAction {
  return workflow === "draft-publish" ? "publish" : "review";
}

/** Whether a pending change may go live now (or on a schedule) without another step. */
function mayPublish(workflow: Workflow, state: DraftState): boolean {
  return workflow === "draft-publish" || state === "approved" || state === "scheduled";
}

/**
 * One language's step. `state` is the language's state after the save's edit (an edit always
 * makes it a draft again: a change must be reviewed as it is). A save that finds nothing pending
 * does nothing; a transition that finds nothing to act on is refused.
 */
export function decide(
  workflow: Workflow,
  state: DraftState,
  action: SaveAction | Transition,
  options: { isSave: boolean; publishAt?: Date | undefined; now: Date; live: boolean },
): Step {
  const pending = state !== "published";
  const idle = () => {
    if (options.isSave) return nothing;
    throw conflict(messages.nothingToPublish);
  };
  const goLive = (at: Date | undefined): Step => {
    if (!at) return { do: "publish" };
    if (at.getTime() <= options.now.getTime()) throw new Refusal("invalid", messages.publishAtPast, "publishAt");
    return { do: "schedule", at };
  };
  switch (action) {
    case "draft":
      return nothing;
    case "publish":
    case "schedule":
      if (!pending) return idle();
      if (!mayPublish(workflow, state)) throw conflict(messages.approvalRequired);
      return goLive(action === "schedule" ? options.publishAt : undefined);
    case "review":
      if (state === "draft") return { do: "set", state: "in_review" };
      return pending ? nothing : idle();
    case "approve":
      if (state !== "in_review") throw conflict(messages.notInReview);
      // Draft-Review-Publish: the approval is the publication (at once, or at the time given).
      if (workflow === "draft-review-publish") return goLive(options.publishAt);
      return { do: "set", state: "approved" };
    case "reject":
      if (state !== "in_review" && state !== "approved") throw conflict(messages.notInReview);
      return { do: "set", state: "draft" };
    case "unschedule":
      if (state !== "scheduled") throw conflict(messages.notScheduled);
      // Taking a date off keeps the approval it was given.
      return { do: "set", state: workflow === "draft-publish" ? "draft" : "approved" };
    case "discard":
      return pending ? { do: "discard" } : idle();
    case "unpublish":
      // Whatever is pending stays as it is: only what visitors see changes.
      if (!options.live) throw conflict(messages.notPublished);
      return { do: "unpublish" };
  }
}
