import { describe, expect, it } from "vitest";
import { createSessionId } from "./session-id";

describe("createSessionId", () => {
  it("is 'session_' + timestamp + 9 random characters (spec §3)", () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id).toMatch(/^session_1700000000000[a-z0-9]{9}$/);
  });

  it("matches what the server accepts", () => {
    expect(createSessionId()).toMatch(/^session_[A-Za-z0-9_-]{1,64}$/);
  });

  it("differs between page loads", () => {
    expect(createSessionId(1)).not.toBe(createSessionId(1));
  });

  it("uses the random bytes it is given", () => {
    const id = createSessionId(5, (n) => new Uint8Array(n).fill(1));
    expect(id).toBe("session_5bbbbbbbbb");
  });
});
