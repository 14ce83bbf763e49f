import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LEAD_STATUS_VALUES, SIGNUP_STATUS_VALUES } from "@lumiere/validation";
import type { LeadKind } from "../../lib/types";

export const LEAD_STATUS_LABELS: Record<string, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  qualified: msg`Qualified`,
  won: msg`Won`,
  lost: msg`Lost`,
  pending: msg`Pending confirmation`,
  confirmed: msg`Confirmed`,
  unsubscribed: msg`Unsubscribed`,
};

/** Statuses a lead of this kind can have, in pipeline order. */
export const statusesOf = (kind: LeadKind) => (kind === "signup" ? SIGNUP_STATUS_VALUES : LEAD_STATUS_VALUES);
