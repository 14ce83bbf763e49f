import type { Lang } from "@lumiere/i18n";

export const langs = ["en", "fr"]; // caught
export const reversed = ["fr", "en"] as const; // caught
export type Union = "en" | "fr"; // caught
export type Reversed = "fr" | "en"; // caught
export type Nullable = "en" | "fr" | null; // caught
export type Keyed = Record<"en" | "fr", string>; // caught
export function column(type: <T>() => T) {
  return type<"fr" | "en">(); // caught
}
export const single = ["en"];
export type Allowed = Lang | null;
export type Other = "a" | "b";
