import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import { INSIGHTS_PAGE_WINDOW as WINDOW } from "@lumiere/validation";
import type { InsightsSearch } from "./insights-search";

/** The spec draws pages 1 to 3: the row never shows fewer, pages that do not exist disabled. */
const MIN_SHOWN = 3;

/** The page numbers of the row around `page` (of `pageCount`). */
export function pageWindow(page: number, pageCount: number): number[] {
  const last = Math.max(pageCount, MIN_SHOWN);
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), last - WINDOW + 1));
  const end = Math.max(MIN_SHOWN, Math.min(pageCount, start + WINDOW - 1));
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

interface PaginationRowProps {
  lang: string;
  /** The list's filters, kept on every link. */
  search: InsightsSearch;
  page: number;
  pageCount: number;
}

/** Spec §2's row (Previous, page numbers, Next) as links to the pages of the list. */
export function PaginationRow({ lang, search, page, pageCount }: PaginationRowProps) {
  const { t } = useLingui();
  const to = (n: number, children: ReactNode, props: { label?: string; current?: boolean } = {}) => {
    if (n < 1 || n > pageCount) {
      return (
        // Announced as disabled and out of the Tab order, as the spec's row draws it.
        <button type="button" className="page-btn" disabled aria-disabled="true" aria-label={props.label}>
          {children}
        </button>
      );
    }
    return (
      <Link
        to="/$lang/insights"
        params={{ lang }}
        search={{ ...search, page: n === 1 ? undefined : n }}
        // The router marks a link current when the address matches it exactly (Previous on page 2 is not page 2).
        activeOptions={{ exact: true }}
        className="page-btn"
        aria-label={props.label}
        aria-current={props.current ? "page" : undefined}
      >
        {children}
      </Link>
    );
  };
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      {to(
        page - 1,
        <>
          <IconChevronLeft size={16} aria-hidden="true" />
          {t`Previous`}
        </>,
      )}
      {pageWindow(page, pageCount).map((n) => (
        <Fragment key={n}>{to(n, n, { label: t`Page ${n}`, current: n === page })}</Fragment>
      ))}
      {to(
        page + 1,
        <>
          {t`Next`}
          <IconChevronRight size={16} aria-hidden="true" />
        </>,
      )}
    </nav>
  );
}
