import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { IconBrandGithub, IconBrandLinkedin, IconBrandX, IconWorld, type Icon } from "@tabler/icons-react";
import type { TeamProfile } from "./team-types";

type Kind = TeamProfile["links"][number]["kind"];

const LINKS: Record<Kind, { Icon: Icon; label: MessageDescriptor }> = {
  linkedin: { Icon: IconBrandLinkedin, label: msg`{name} on LinkedIn` },
  x: { Icon: IconBrandX, label: msg`{name} on X` },
  github: { Icon: IconBrandGithub, label: msg`{name} on GitHub` },
  website: { Icon: IconWorld, label: msg`Website of {name}` },
};

/** The profile's links as icons, each named for screen readers ("Jane Doe on LinkedIn"). */
export function ProfileLinks({ profile }: { profile: TeamProfile }) {
  const { i18n } = useLingui();
  if (profile.links.length === 0) return null;
  return (
    <ul className="profile-links">
      {profile.links.map(({ kind, url }) => {
        const { Icon, label } = LINKS[kind];
        return (
          <li key={kind}>
            <a href={url} rel="me noopener noreferrer" aria-label={i18n._(label.id, { name: profile.name })}>
              <Icon size={20} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
