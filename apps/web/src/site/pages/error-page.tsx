import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { IconRefresh } from "@tabler/icons-react";

/** A page that could not load (the server or the network failed): say so and offer to retry. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <section className="section status-page">
      <div className="container narrow status-card">
        <h1>{t`Something went wrong`}</h1>
        <p className="lead">{t`This page could not be loaded. Please check your connection and try again.`}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <IconRefresh size={18} aria-hidden="true" />
          {t`Try again`}
        </button>
      </div>
    </section>
  );
}
