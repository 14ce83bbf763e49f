import { useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { IconSearch } from "@tabler/icons-react";
import { type Lang, pagePath } from "@lumiere/i18n";
import { categoryStyle } from "./category-style";
import type { InsightsSearch } from "./insights-search";
import { TagFilters } from "./tag-filters";

interface InsightsFinderProps {
  lang: Lang;
  search: InsightsSearch;
  categories: string[];
  /** The language's most used tags. */
  tags: string[];
}

/**
 * The category and tag filters (links) and the search box (a GET form): all work without
 * JavaScript, and with it navigate in the app. A new filter or search starts at page 1.
 */
export function InsightsFinder({ lang, search, categories, tags }: InsightsFinderProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const active = search.category;
  return (
    <div className="insights-finder">
      <search>
        <form
          className="insights-search"
          method="get"
          action={pagePath(lang, "insights")}
          onSubmit={(e) => {
            e.preventDefault();
            const q = String(new FormData(e.currentTarget).get("q") ?? "").trim();
            void navigate({ to: "/$lang/insights", params: { lang }, search: { category: active, q: q || undefined, tag: search.tag } });
          }}
        >
          <label htmlFor="insights-q" className="sr-only">
            {t`Search articles`}
          </label>
          <input
            id="insights-q"
            type="search"
            name="q"
            defaultValue={search.q ?? ""}
            maxLength={200}
            placeholder={t`Search articles`}
            key={search.q ?? ""}
          />
          {active && <input type="hidden" name="category" value={active} />}
          {search.tag && <input type="hidden" name="tag" value={search.tag} />}
          <button type="submit" className="btn btn-primary">
            <IconSearch size={18} aria-hidden="true" />
            {t`Search`}
          </button>
        </form>
      </search>
      {categories.length > 0 && (
        <nav className="category-filters" aria-label={t`Categories`}>
          <Link
            to="/$lang/insights"
            params={{ lang }}
            search={{ q: search.q, tag: search.tag }}
            activeOptions={{ exact: true }}
            className="badge filter"
            aria-current={active ? undefined : "page"}
          >
            {t`All`}
          </Link>
          {categories.map((category) => {
            const { tone, Icon } = categoryStyle(category);
            return (
              <Link
                key={category}
                to="/$lang/insights"
                params={{ lang }}
                search={{ category, q: search.q, tag: search.tag }}
                activeOptions={{ exact: true }}
                className="badge filter"
                data-tone={tone}
                aria-current={category === active ? "page" : undefined}
              >
                <Icon size={14} aria-hidden="true" />
                {category}
              </Link>
            );
          })}
        </nav>
      )}
      <TagFilters lang={lang} search={search} tags={tags} />
    </div>
  );
}
