import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconArrowLeft } from "@tabler/icons-react";
import { useLang } from "../../lib/use-lang";

/** Spec §2: 'Page Not Found', asking whether the page was added to the router. */
export function NotFoundPage() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <section className="section status-page">
      <div className="container narrow status-card">
        <p className="status-code" aria-hidden="true">
          404
        </p>
        <h1>{t`Page Not Found`}</h1>
        <p className="lead">{t`Did you forget to add the page to the router?`}</p>
        <Link to="/$lang" params={{ lang }} activeOptions={{ exact: true }} className="btn btn-primary">
          <IconArrowLeft size={18} aria-hidden="true" />
          {t`Back to home`}
        </Link>
      </div>
    </section>
  );
}
