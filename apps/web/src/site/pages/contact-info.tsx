import { useLingui } from "@lingui/react/macro";
import { IconBrandGithub, IconBrandLinkedin, IconBrandX, IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useTRPC } from "../../trpc";
import { DEFAULT_CONTACT, OFFICE_ADDRESS, SOCIAL_LINKS } from "../layout/company";
import { Tooltip } from "../ui/tooltip";
import { useCachedQuery } from "../../lib/use-cached-query";

const socialIcons = { linkedin: IconBrandLinkedin, x: IconBrandX, github: IconBrandGithub } as const;

/** Address, phone, email, hours and 'Follow Us' links. */
export function ContactInfo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { data: site } = useCachedQuery(trpc.pages.siteInfo.queryOptions());
  const email = site?.contactEmail ?? DEFAULT_CONTACT.email;
  const phone = site?.phone ?? DEFAULT_CONTACT.phone;
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
            <p>{OFFICE_ADDRESS}</p>
          </div>
        </li>
        <li>
          <span className="icon-tile icon-tile-soft" aria-hidden="true">
            <IconPhone size={20} />
          </span>
          <div>
            <Sub>{t`Phone`}</Sub>
            <p>
              <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>
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
            <p>{t`Mon-Fri 9AM-6PM`}</p>
            <p className="muted">{t`Office visits by appointment`}</p>
          </div>
        </li>
      </ul>
      <Sub className="info-follow">{t`Follow Us`}</Sub>
      <ul className="social-list social-list-dark">
        {SOCIAL_LINKS.map((s) => {
          const Icon = socialIcons[s.id];
          return (
            <li key={s.id}>
              <Tooltip label={s.name}>
                {/* biome-ignore lint/a11y/useValidAnchor: placeholder social links (spec §2) */}
                <a href="#" className="social-link" aria-label={s.name} onClick={(e) => e.preventDefault()}>
                  <Icon size={20} aria-hidden="true" />
                </a>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
