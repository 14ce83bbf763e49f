import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { CaseStudiesSearch } from "./search";

/** Previous and next pages of the list (links: they work without JavaScript), filters kept. */
export function CaseStudiesPager({ lang, search, pageCount }: { lang: string; search: CaseStudiesSearch; pageCount: number }) {
  const { t } = useLingui();
  const page = search.page ?? 1;
  if (pageCount <= 1) return null;
  return (
    <nav className="case-pager" aria-label={t`Pages`}>
      {page > 1 && (
        <Link
          to="/$lang/case-studies"
          params={{ lang }}
          search={{ ...search, page: page === 2 ? undefined : page - 1 }}
          className="btn btn-primary"
        >
          <IconChevronLeft size={16} aria-hidden="true" />
          {t`Previous`}
        </Link>
      )}
      <span>{t`Page ${page} of ${pageCount}`}</span>
      {page < pageCount && (
        <Link to="/$lang/case-studies" params={{ lang }} search={{ ...search, page: page + 1 }} className="btn btn-primary">
          {t`Next`}
          <IconChevronRight size={16} aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
