import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Lang } from "@lumiere/i18n";
import { ProfilePhoto } from "./profile-photo";
import type { TeamProfile } from "./team-types";

/** An article's author: photo, "By {name}" linking to their page, and their role. */
export function AuthorByline({ author, lang }: { author: TeamProfile; lang: Lang }) {
  const { t } = useLingui();
  const name = author.name;
  return (
    <div className="author-byline">
      <ProfilePhoto profile={author} size="byline" />
      <p>
        <span className="author-byline-name">
          {t`By`}{" "}
          <Link to="/$lang/team/$slug" params={{ lang, slug: author.slug }} rel="author">
            {name}
          </Link>
        </span>
        {author.role && <span className="author-byline-role">{author.role}</span>}
      </p>
    </div>
  );
}
