import { createFileRoute, redirect } from "@tanstack/react-router";

// The server already answers "/" with a redirect; this covers client-side navigations.
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/$lang", params: { lang: "en" } });
  },
});
