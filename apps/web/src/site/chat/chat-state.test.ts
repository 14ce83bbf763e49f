import { describe, expect, it } from "vitest";
import { canSend } from "./chat-state";

describe("canSend", () => {
  it("blocks empty and blank messages (spec §5)", () => {
    expect(canSend("", false)).toBe(false);
    expect(canSend("   \n ", false)).toBe(false);
  });

  it("blocks sending while a reply is awaited (spec §4)", () => {
    expect(canSend("Hello", true)).toBe(false);
  });

  it("allows a non-empty message when idle", () => {
    expect(canSend(" Hello ", false)).toBe(true);
  });
});
