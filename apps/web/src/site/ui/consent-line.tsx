import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { pagePath } from "@lumiere/i18n";
import { useLang } from "../../lib/use-lang";

export type ConsentKind = "reply" | "launch";

// What the visitor is told about their data under each form (GDPR art. 13). The exact text
// shown is sent with the submission and stored with the lead.
const SENTENCES: Record<ConsentKind, MessageDescriptor> = {
  reply: msg`By sending this form, you agree that Lumière AI uses your details to answer your request. We keep them for 24 months at most and never share them.`,
  launch: msg`By signing up, you agree that Lumière AI e-mails you about the launch. Confirm with the link we send you; unsubscribe at any time.`,
};
const LINK = msg`Privacy Policy`;

/** The consent line as plain text, exactly as displayed. */
export function useConsentText(kind: ConsentKind): string {
  const { i18n } = useLingui();
  return `${i18n._(SENTENCES[kind])} ${i18n._(LINK)}`;
}

/** The short notice under a form, with a link to the privacy policy (opens in a new tab: the form keeps its input). */
export function ConsentLine({ kind }: { kind: ConsentKind }) {
  const { i18n } = useLingui();
  const lang = useLang();
  return (
    <p className="consent-line" data-testid="consent-line">
      {i18n._(SENTENCES[kind])}{" "}
      <a href={pagePath(lang, "privacy")} target="_blank" rel="noopener">
        {i18n._(LINK)}
      </a>
    </p>
  );
}

/** Milliseconds since `startedAt`, or null when the form was never started (not judged then). */
export const fillMsSince = (startedAt: number | null) => (startedAt === null ? null : Math.round(performance.now() - startedAt));
