import { useLingui } from "@lingui/react/macro";

/** The lead kinds as the Integrations tab names them. */
export function useKindLabels(): Record<"contact" | "consultation" | "signup", string> {
  const { t } = useLingui();
  return { contact: t`Contact messages`, consultation: t`Consultation requests`, signup: t`Launch signups` };
}
