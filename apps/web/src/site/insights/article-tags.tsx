import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconHash } from "@tabler/icons-react";
import type { Lang } from "@lumiere/i18n";

/** An article's tags, each a link to the insights list of that tag (works without JavaScript). */
export function ArticleTags({ tags, lang }: { tags: string[]; lang: Lang }) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  return (
    <ul className="article-tags" aria-label={t`Tags`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to="/$lang/insights" params={{ lang }} search={{ tag }} className="tag-chip">
            <IconHash size={13} aria-hidden="true" />
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
