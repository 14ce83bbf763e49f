import { useLingui } from "@lingui/react/macro";
import { IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { telHref, useCompanyFacts } from "../../lib/company-facts";
import { SocialLinks } from "../layout/social-links";

/** Address, phone, email, hours and 'Follow Us' links, from the company's facts in Settings. */
export function ContactInfo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const { facts, text } = useCompanyFacts();
  const { email, phone } = facts;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <div className="info-card">
      <Heading className="info-title">{t`Contact Information`}</Heading>
      <ul className="info-list">
        <li>
          <span className="icon-tile icon-tile-soft" aria-hidden="true">
            <IconMapPin size={20} />
          </span>
          <div>
            <Sub>{t`Paris main office`}</Sub>
            <p>{text.address}</p>
          </div>
        </li>
        <li>
          <span className="icon-tile icon-tile-soft" aria-hidden="true">
            <IconPhone size={20} />
          </span>
          <div>
            <Sub>{t`Phone`}</Sub>
            <p>
              <a href={telHref(phone)}>{phone}</a>
            </p>
          </div>
        </li>
        <li>
          <span className="icon-tile icon-tile-soft" aria-hidden="true">
            <IconMail size={20} />
          </span>
          <div>
            <Sub>{t`Email`}</Sub>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          </div>
        </li>
        <li>
          <span className="icon-tile icon-tile-soft" aria-hidden="true">
            <IconClock size={20} />
          </span>
          <div>
            <Sub>{t`Opening hours`}</Sub>
            <p>{text.hours}</p>
            {text.note && <p className="muted">{text.note}</p>}
          </div>
        </li>
      </ul>
      <Sub className="info-follow">{t`Follow Us`}</Sub>
      <SocialLinks className="social-list social-list-dark" />
    </div>
  );
}
