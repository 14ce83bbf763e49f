import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconHash } from "@tabler/icons-react";
import type { Lang } from "@lumiere/i18n";
import type { InsightsSearch } from "./insights-search";

interface TagFiltersProps {
  lang: Lang;
  search: InsightsSearch;
  /** The language's most used tags; the one asked for is offered too, first, when it is not among them. */
  tags: string[];
}

/** The tag filters: links that keep the category and the search, so both filters combine. */
export function TagFilters({ lang, search, tags }: TagFiltersProps) {
  const { t } = useLingui();
  const active = search.tag;
  // The one asked for first: the row scrolls sideways on a phone, and the active filter stays in view.
  const shown = active ? [active, ...tags.filter((tag) => tag !== active)] : tags;
  if (shown.length === 0) return null;
  return (
    <nav className="tag-filters" aria-label={t`Tags`}>
      <Link
        to="/$lang/insights"
        params={{ lang }}
        search={{ category: search.category, q: search.q }}
        activeOptions={{ exact: true }}
        className="tag-chip"
        aria-current={active ? undefined : "page"}
      >
        {t`All tags`}
      </Link>
      {shown.map((tag) => (
        <Link
          key={tag}
          to="/$lang/insights"
          params={{ lang }}
          search={{ category: search.category, q: search.q, tag }}
          activeOptions={{ exact: true }}
          className="tag-chip"
          aria-current={tag === active ? "page" : undefined}
        >
          <IconHash size={13} aria-hidden="true" />
          {tag}
        </Link>
      ))}
    </nav>
  );
}
