import type { RouterOutputs } from "@lumiere/server/router";

export type SessionUser = NonNullable<RouterOutputs["auth"]["me"]>;
export type Article = RouterOutputs["admin"]["articles"]["list"][number];
export type Page = RouterOutputs["admin"]["pages"]["list"][number];
export type MediaItem = RouterOutputs["admin"]["media"]["list"][number];
export type Contact = RouterOutputs["admin"]["leads"]["contacts"][number];
export type Consultation = RouterOutputs["admin"]["leads"]["consultations"][number];
export type Prospect = RouterOutputs["admin"]["leads"]["prospects"][number];
export type Settings = RouterOutputs["admin"]["settings"]["get"];
export type AiSettings = RouterOutputs["admin"]["ai"]["get"];
