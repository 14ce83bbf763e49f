import { describe, expect, it } from "vitest";
import { formatLongDate, langRedirect, swapLang } from "./index";

describe("language rule", () => {
  it("sends / to /en", () => expect(langRedirect("/")).toBe("/en"));
  it("prefixes a path without a language with /en", () => expect(langRedirect("/x/y")).toBe("/en/x/y"));
  it("treats a look-alike segment as not a language", () => expect(langRedirect("/english/about")).toBe("/en/english/about"));
  it("leaves language paths alone", () => {
    expect(langRedirect("/fr")).toBeNull();
    expect(langRedirect("/en/insights/abc")).toBeNull();
  });
  it("leaves the spec's unprefixed admin routes alone", () => {
    expect(langRedirect("/admin")).toBeNull();
    expect(langRedirect("/admin/login")).toBeNull();
    expect(langRedirect("/admin/other")).toBe("/en/admin/other");
  });
  it("swaps the language and keeps the rest of the path", () => {
    expect(swapLang("/en/about", "fr")).toBe("/fr/about");
    expect(swapLang("/fr", "en")).toBe("/en");
    expect(swapLang("/fr/insights/x", "en")).toBe("/en/insights/x");
  });
});

describe("formatLongDate", () => {
  it("uses a long month in each language", () => {
    expect(formatLongDate("2025-03-04T10:00:00Z", "en")).toBe("March 4, 2025");
    expect(formatLongDate("2025-03-04T10:00:00Z", "fr")).toBe("4 mars 2025");
  });
});
