import { registerServerIsland } from "../lib/island";
import HomeEngage from "./home/engage";
import HomeShowcase from "./home/showcase";
import Footer from "./layout/footer";

// The server renders islands in full (their HTML is in the page); see lib/island.tsx.
registerServerIsland("footer", Footer);
registerServerIsland("home-showcase", HomeShowcase);
registerServerIsland("home-engage", HomeEngage);
