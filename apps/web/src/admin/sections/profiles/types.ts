import type { RouterOutputs } from "@lumiere/server/router";

/** A row of the admin's profile list, as the form edits it. */
export type Profile = RouterOutputs["admin"]["profiles"]["page"]["items"][number];
