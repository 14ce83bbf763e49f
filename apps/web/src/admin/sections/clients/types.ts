import type { RouterOutputs } from "@lumiere/server/router";

export type AdminTestimonial = RouterOutputs["admin"]["testimonials"]["page"]["items"][number];
export type AdminClientLogo = RouterOutputs["admin"]["clientLogos"]["page"]["items"][number];
