import type { RouterOutputs } from "@lumiere/server/router";

/** A published profile in one language, as the Team page, the author page and an article show it. */
export type TeamProfile = RouterOutputs["team"]["list"][number];
