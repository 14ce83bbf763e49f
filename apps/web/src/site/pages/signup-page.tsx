import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Link } from "@tanstack/react-router";
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconClockHour4, IconMailOff } from "@tabler/icons-react";
import { type SignupState, signupLinkPath } from "@lumiere/i18n";
import { useLang } from "../../lib/use-lang";
import { ModalButton } from "../shell/site-actions";

/** What each page of a signup e-mail's link says: its heading (also the page title) and its text. */
export const SIGNUP_COPY: Record<SignupState, { title: MessageDescriptor; text: MessageDescriptor }> = {
  confirmed: {
    title: msg`Signup confirmed`,
    text: msg`Thank you! You will be among the first to hear when our product launches.`,
  },
  unsubscribe: {
    title: msg`Unsubscribe`,
    text: msg`Do you want to stop receiving e-mails about the product launch?`,
  },
  unsubscribed: {
    title: msg`You are unsubscribed`,
    text: msg`You will not receive any more e-mails about the product launch.`,
  },
  "still-unsubscribed": {
    title: msg`You are still unsubscribed`,
    text: msg`This confirmation link is older than your unsubscription, so you will not receive e-mails about the product launch. To hear from us again, sign up again.`,
  },
  invalid: {
    title: msg`Link not valid`,
    text: msg`This link is not valid or has expired.`,
  },
  busy: {
    title: msg`Too many attempts`,
    text: msg`Too many links were opened from your connection. Please open this link again in a minute.`,
  },
};

const ICONS: Record<SignupState, typeof IconCircleCheck> = {
  confirmed: IconCircleCheck,
  unsubscribe: IconMailOff,
  unsubscribed: IconMailOff,
  "still-unsubscribed": IconMailOff,
  invalid: IconAlertTriangle,
  busy: IconClockHour4,
};

/**
 * Where a signup e-mail's link leads. Asking to unsubscribe is a plain form posting to the link's
 * address, so it works before (or without) scripts.
 */
export function SignupPage({ state, token }: { state: SignupState; token?: string }) {
  const { i18n } = useLingui();
  const lang = useLang();
  // Asking to unsubscribe without a token: nothing could be unsubscribed.
  const shown = state === "unsubscribe" && !token ? "invalid" : state;
  const Icon = ICONS[shown];
  return (
    <section className="section status-page">
      <div className="container narrow status-card" data-signup-state={shown}>
        <span className="icon-tile" aria-hidden="true">
          <Icon size={24} />
        </span>
        <h1>{i18n._(SIGNUP_COPY[shown].title)}</h1>
        <p className="lead">{i18n._(SIGNUP_COPY[shown].text)}</p>
        {shown === "unsubscribe" && token ? (
          <form method="post" action={signupLinkPath("unsubscribe", lang, token)}>
            <button type="submit" className="btn btn-primary">
              {i18n._(msg`Unsubscribe me`)}
            </button>
          </form>
        ) : null}
        {shown === "still-unsubscribed" ? (
          <ModalButton modal="notify" className="btn btn-primary">
            {i18n._(msg`Sign up again`)}
          </ModalButton>
        ) : null}
        {/* One main action per page: beside the unsubscribe button, going back is a plain link. */}
        <Link
          to="/$lang"
          params={{ lang }}
          activeOptions={{ exact: true }}
          className={shown === "unsubscribe" || shown === "still-unsubscribed" ? undefined : "btn btn-primary"}
        >
          <IconArrowLeft size={18} aria-hidden="true" />
          {i18n._(msg`Back to the website`)}
        </Link>
      </div>
    </section>
  );
}
