import type { RouterOutputs } from "@lumiere/server/router";

/** A case study as the admin edits it: its working copy and where each language stands. */
export type AdminCaseStudy = RouterOutputs["admin"]["caseStudies"]["page"]["items"][number];
