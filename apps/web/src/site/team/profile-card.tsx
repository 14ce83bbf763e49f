import { Link } from "@tanstack/react-router";
import type { Lang } from "@lumiere/i18n";
import { ProfileBio } from "./profile-bio";
import { ProfileLinks } from "./profile-links";
import { ProfilePhoto } from "./profile-photo";
import type { TeamProfile } from "./team-types";

/** One person on the Team page: photo, name (a link to their page), role, the first paragraph of the bio, links. */
export function ProfileCard({ profile, lang, eager }: { profile: TeamProfile; lang: Lang; eager: boolean }) {
  return (
    <li className="profile-card">
      <ProfilePhoto profile={profile} size="card" eager={eager} />
      <h2 className="profile-name">
        <Link to="/$lang/team/$slug" params={{ lang, slug: profile.slug }}>
          {profile.name}
        </Link>
      </h2>
      {profile.role && <p className="profile-role">{profile.role}</p>}
      <ProfileBio bio={profile.bio} short />
      <ProfileLinks profile={profile} />
    </li>
  );
}
