// What the home page shows of the company's clients: published testimonials and logos, nothing
// when there are none (the site never shows made-up clients).
import type { Lang } from "@lumiere/i18n";
import type { ContentDeps } from "../deps";
import { type ClientLogoView, publishedClientLogos } from "./client-logos";
import { publishedTestimonials, type TestimonialView } from "./testimonials";

/** At most this many of each on the home page. */
const HOME_LIMIT = 12;

export interface ClientShowcase {
  testimonials: TestimonialView[];
  logos: ClientLogoView[];
}

export function getClientShowcase(deps: ContentDeps, lang: Lang): Promise<ClientShowcase> {
  return deps.cache.get(`showcase:home:${lang}`, async () => {
    const [testimonials, logos] = await Promise.all([
      publishedTestimonials(deps.db, lang, HOME_LIMIT),
      publishedClientLogos(deps.db, lang, HOME_LIMIT),
    ]);
    return { testimonials, logos };
  });
}
