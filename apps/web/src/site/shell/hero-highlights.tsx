import { useLingui } from "@lingui/react/macro";
import { ShellIcon } from "./shell-icon";

/** Three short promises under the hero buttons. */
export function HeroHighlights() {
  const { t } = useLingui();
  const items = [t`Proof of concept in 4–8 weeks`, t`GDPR-compliant, hosted in the EU`, t`We work in English and French`];
  return (
    <ul className="hero-highlights">
      {items.map((text) => (
        <li key={text}>
          <ShellIcon name="check" size={18} />
          {text}
        </li>
      ))}
    </ul>
  );
}
