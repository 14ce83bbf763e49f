import { createFileRoute, Outlet } from "@tanstack/react-router";
import { SiteChrome } from "../../../site/shell/site-chrome";

/** Public layout: header, footer, chat widget and modals wrap every visitor page. */
export const Route = createFileRoute("/$lang/_site")({
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}
