import { useLingui } from "@lingui/react/macro";
import type { LeadKind } from "../../../lib/types";

/** The lead kinds as the Integrations tab names them. */
export function useKindLabels(): Record<LeadKind, string> {
  const { t } = useLingui();
  return { contact: t`Contact messages`, consultation: t`Consultation requests`, signup: t`Launch signups` };
}
