import { describe, expect, it } from "vitest";
import { dedupeKeys } from "../../src/domain/leads/create";

const shared = (a: ReturnType<typeof dedupeKeys>, b: ReturnType<typeof dedupeKeys>) =>
  a.dedupeKey === b.dedupeKey || a.dedupeKeyAlt === b.dedupeKeyAlt;

describe("duplicate keys of a form submission", () => {
  it("match for the same message sent again less than a minute later, wherever the minute boundaries fall", () => {
    for (let start = 0; start < 240_000; start += 1_000) {
      for (const gap of [0, 1_000, 30_000, 59_000]) {
        expect(shared(dedupeKeys("A@Example.com", "Hello", start), dedupeKeys("a@example.com", "Hello", start + gap))).toBe(true);
      }
    }
  });
  it("differ for another message, another sender, or the same message hours later", () => {
    expect(shared(dedupeKeys("a@example.com", "Hello", 0), dedupeKeys("a@example.com", "Hello!", 0))).toBe(false);
    expect(shared(dedupeKeys("a@example.com", "Hello", 0), dedupeKeys("b@example.com", "Hello", 0))).toBe(false);
    expect(shared(dedupeKeys("a@example.com", "Hello", 0), dedupeKeys("a@example.com", "Hello", 3_600_000))).toBe(false);
  });
});
