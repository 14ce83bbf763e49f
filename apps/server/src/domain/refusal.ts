import type { MessageDescriptor } from "@lumiere/validation";

/**
 * A request the rules refuse, with the message the admin is shown (by id, translated there).
 * `field`: the form field it concerns (a 400 with that field's error); otherwise `kind` decides
 * the status: "conflict" 409, "not_found" 404, "invalid" 400. Mapped once, in the tRPC layer.
 */
export class Refusal extends Error {
  constructor(
    readonly kind: "invalid" | "conflict" | "not_found",
    readonly descriptor: MessageDescriptor,
    readonly field?: string,
  ) {
    super(descriptor.message);
  }
}
