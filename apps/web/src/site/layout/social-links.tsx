import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from "@tabler/icons-react";
import { Tooltip } from "../ui/tooltip";
import { SOCIAL_LINKS } from "./company";

const socialIcons = { linkedin: IconBrandLinkedin, x: IconBrandX, github: IconBrandGithub } as const;

/** The placeholder social links (spec §2): icons with tooltips that go nowhere yet. */
export function SocialLinks({ className, label }: { className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
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
  );
}
