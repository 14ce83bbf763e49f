import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from "@tabler/icons-react";
import { useCompanyFacts } from "../../lib/company-facts";
import { Tooltip } from "../ui/tooltip";

const socialIcons = { linkedin: IconBrandLinkedin, x: IconBrandX, github: IconBrandGithub } as const;

/**
 * The social profiles of Settings; a profile without an address stays the spec's placeholder
 * (§2: an icon with its tooltip that goes nowhere).
 */
export function SocialLinks({ className, label }: { className: string; label?: string }) {
  const { facts } = useCompanyFacts();
  return (
    <ul className={className} aria-label={label}>
      {facts.social.map((s) => {
        const Icon = socialIcons[s.id];
        return (
          <li key={s.id}>
            <Tooltip label={s.name}>
              {s.url ? (
                <a href={s.url} className="social-link" aria-label={s.name} rel="me noopener" target="_blank">
                  <Icon size={20} aria-hidden="true" />
                </a>
              ) : (
                // biome-ignore lint/a11y/useValidAnchor: placeholder social links (spec §2)
                <a href="#" className="social-link" aria-label={s.name} onClick={(e) => e.preventDefault()}>
                  <Icon size={20} aria-hidden="true" />
                </a>
              )}
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
