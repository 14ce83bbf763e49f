import { describe, expect, it } from "vitest";
import { limitKey } from "./limits";

describe("limitKey", () => {
  it("counts an IPv4 address on its own, also when it arrives IPv4-mapped", () => {
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 together, whatever its spelling", () => {
    const a = limitKey("2001:db8:1:2::1");
    expect(limitKey("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe(a);
    expect(limitKey("2001:db8:1:3::1")).not.toBe(a);
  });
});
