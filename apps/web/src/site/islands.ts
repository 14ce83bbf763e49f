import { createIsland } from "../lib/island";

// The parts of public pages that hydrate on demand (see lib/island.tsx), each defined once for the
// server and the browser.

/** Footer: hydrates when the visitor points at or focuses it (its tooltips need it). */
export const FooterIsland = createIsland({ id: "footer", load: () => import("./layout/footer"), interactive: true });

/** Home, below the hero: expertise, technology, about and latest insights (static until needed). */
export const HomeShowcaseIsland = createIsland({ id: "home-showcase", load: () => import("./home/showcase"), interactive: false });

/** Home: contact form and the closing call to action (hydrate on interaction). */
export const HomeEngageIsland = createIsland({ id: "home-engage", load: () => import("./home/engage"), interactive: true });

/** Contact page: the form (hydrates on interaction, so its form library is not part of the first load). */
export const ContactFormIsland = createIsland({
  id: "contact-form",
  load: async () => ({ default: (await import("./pages/contact-form")).ContactForm }),
  interactive: true,
});
