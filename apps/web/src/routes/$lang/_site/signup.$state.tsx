import { createFileRoute, notFound } from "@tanstack/react-router";
import { SIGNUP_STATES, type SignupState, signupPagePath } from "@lumiere/i18n";
import { noIndexHead } from "../../../lib/seo";
import { trpcOf } from "../../../lib/trpc";
import { ErrorPage } from "../../../site/pages/error-page";
import { SIGNUP_COPY, SignupPage } from "../../../site/pages/signup-page";

interface SignupSearch {
  /** The unsubscribe link's token, for the button that acts on it (only the "unsubscribe" page reads it). */
  token?: string;
}

const isSignupState = (value: string): value is SignupState => (SIGNUP_STATES as readonly string[]).includes(value);

/** Where a signup e-mail's link leads, once /api/signups/… has acted on it (rest/signups.ts). */
export const Route = createFileRoute("/$lang/_site/signup/$state")({
  validateSearch: (search: Record<string, unknown>): SignupSearch =>
    typeof search.token === "string" && search.token !== "" ? { token: search.token } : {},
  loader: async ({ context, params }) => {
    if (!isSignupState(params.state)) throw notFound();
    const site = await context.queryClient.ensureQueryData(trpcOf(context).trpc.pages.siteInfo.queryOptions());
    return { state: params.state, siteName: site.siteName };
  },
  // The asking page holds one visitor's token: never stored and served to the next visitor.
  headers: ({ params }) => (params.state === "unsubscribe" ? { "cache-control": "no-store" } : undefined),
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    return noIndexHead({
      origin: match.context.origin,
      paths: { en: signupPagePath("en", loaderData.state), fr: signupPagePath("fr", loaderData.state) },
      title: match.context.i18n._(SIGNUP_COPY[loaderData.state].title),
      description: match.context.i18n._(SIGNUP_COPY[loaderData.state].text),
      siteName: loaderData.siteName,
    });
  },
  errorComponent: ErrorPage,
  component: SignupRoute,
});

function SignupRoute() {
  const { state } = Route.useLoaderData();
  const { token } = Route.useSearch();
  return <SignupPage state={state} token={token} />;
}
