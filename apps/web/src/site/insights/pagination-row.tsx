import { useLingui } from "@lingui/react/macro";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";

/** Spec §2: a static row (Previous disabled, pages 1–3, Next); it does not change the list. */
export function PaginationRow() {
  const { t } = useLingui();
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <button type="button" className="page-btn" disabled>
        <IconChevronLeft size={16} aria-hidden="true" />
        {t`Previous`}
      </button>
      {[1, 2, 3].map((n) => (
        <button key={n} type="button" className="page-btn page-num" aria-current={n === 1 ? "page" : undefined}>
          {n}
        </button>
      ))}
      <button type="button" className="page-btn">
        {t`Next`}
        <IconChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
