import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { type Lang, pagePath } from "@lumiere/i18n";
import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES, type CaseStudyIndustry, type CaseStudyService } from "@lumiere/validation";
import { INDUSTRY_LABELS, SERVICE_LABELS } from "./labels";
import type { CaseStudiesSearch } from "./search";

/**
 * The industry and service filters: a GET form, so it works without JavaScript; with it, the
 * choice navigates in the app. A new filter starts at page 1.
 */
export function CaseStudiesFilter({ lang, search }: { lang: Lang; search: CaseStudiesSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <search>
      <form
        className="case-filters"
        method="get"
        action={pagePath(lang, "case-studies")}
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const industry = String(data.get("industry") ?? "") as CaseStudyIndustry | "";
          const service = String(data.get("service") ?? "") as CaseStudyService | "";
          void navigate({
            to: "/$lang/case-studies",
            params: { lang },
            search: { industry: industry || undefined, service: service || undefined },
          });
        }}
      >
        <div className="case-filter">
          <label htmlFor="case-industry">{t`Industry`}</label>
          <select id="case-industry" name="industry" defaultValue={search.industry ?? ""} key={`i-${search.industry ?? ""}`}>
            <option value="">{t`All industries`}</option>
            {CASE_STUDY_INDUSTRIES.map((key) => (
              <option key={key} value={key}>
                {i18n._(INDUSTRY_LABELS[key])}
              </option>
            ))}
          </select>
        </div>
        <div className="case-filter">
          <label htmlFor="case-service">{t`Service`}</label>
          <select id="case-service" name="service" defaultValue={search.service ?? ""} key={`s-${search.service ?? ""}`}>
            <option value="">{t`All services`}</option>
            {CASE_STUDY_SERVICES.map((key) => (
              <option key={key} value={key}>
                {i18n._(SERVICE_LABELS[key])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t`Filter`}
        </button>
      </form>
    </search>
  );
}
