import { NotFoundPage } from "../pages/not-found-page";
import { SiteChrome } from "../shell/site-chrome";

/** The 404 page inside the public layout. */
export function SiteNotFound() {
  return (
    <SiteChrome>
      <NotFoundPage />
    </SiteChrome>
  );
}
