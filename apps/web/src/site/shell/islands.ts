import { createIsland } from "../../lib/island";

// The parts of public pages that hydrate on demand (see lib/island.tsx). Each is registered for
// the server in site/islands.server.ts.

/** Footer: hydrates when the visitor points at or focuses it (its tooltips need it). */
export const FooterIsland = createIsland("footer", () => import("../layout/footer"), { interactive: true });

/** Home, below the hero: expertise, technology, about and latest insights (static until needed). */
export const HomeShowcaseIsland = createIsland("home-showcase", () => import("../home/showcase"), { interactive: false });

/** Home: contact form and the closing call to action (hydrate on interaction). */
export const HomeEngageIsland = createIsland("home-engage", () => import("../home/engage"), { interactive: true });
