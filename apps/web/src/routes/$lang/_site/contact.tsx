import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { SafeHtml } from "../../../lib/safe-html";
import { contentHead, langParam } from "../../../lib/seo";
import { ContactInfo } from "../../../site/pages/contact-info";
import { loadPage } from "../../../site/pages/page-data";
import { PageHero } from "../../../site/pages/page-hero";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../site/pages/error-page";
import { ContactFormIsland } from "../../../site/islands";

export const Route = createFileRoute("/$lang/_site/contact")({
  loader: ({ context, params }) => loadPage(context, "contact", langParam(params.lang)),
  head: contentHead("contact"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: ContactPage,
});

/**
 * Spec §2: the record's copy (or the built-in copy), the contact details and the form. The form
 * comes first (on a phone it is right under the short hero), the details beside it, and the
 * record's copy below both.
 */
function ContactPage() {
  const { page } = Route.useLoaderData();
  // The form hydrates on interaction; its code follows the page once the browser is idle, so that
  // the visitor's first keystroke finds it there.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void import("../../../site/pages/contact-form"));
  }, []);
  return (
    <>
      <PageHero html={page.hero} title={page.title} />
      <section className="section contact-section">
        <div className="container contact-grid">
          <div className="contact-form-col">
            <ContactFormIsland />
          </div>
          <div className="contact-aside">
            <ContactInfo />
          </div>
        </div>
        {page.main && (
          <div className="container contact-copy">
            <SafeHtml html={page.main} className="prose" />
          </div>
        )}
      </section>
    </>
  );
}
