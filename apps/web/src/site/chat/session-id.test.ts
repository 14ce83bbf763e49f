import { describe, expect, it } from "vitest";
import { chatInputSchema } from "@lumiere/validation";
import { createSessionId } from "./session-id";

const acceptedByServer = (sessionId: string) => chatInputSchema.shape.sessionId.safeParse(sessionId).success;

describe("createSessionId", () => {
  it("is 'session_' + timestamp + 9 random characters (spec §3)", () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id.startsWith("session_1700000000000")).toBe(true);
    expect(id).toHaveLength("session_1700000000000".length + 9);
  });

  it("is accepted by the server's chat schema, today and in a hundred years", () => {
    expect(acceptedByServer(createSessionId())).toBe(true);
    expect(acceptedByServer(createSessionId(Date.now() + 100 * 365 * 24 * 3600 * 1000))).toBe(true);
  });

  it("differs between page loads", () => {
    expect(createSessionId(1)).not.toBe(createSessionId(1));
  });

  it("uses the random bytes it is given, whatever their values", () => {
    expect(createSessionId(5, (n) => new Uint8Array(n).fill(1))).toBe("session_5bbbbbbbbb");
    expect(acceptedByServer(createSessionId(5, (n) => new Uint8Array(n).fill(255)))).toBe(true);
  });
});
