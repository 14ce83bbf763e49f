import { describe, expect, it } from "vitest";
import { validateAdminSearch } from "./-admin-search";

describe("the admin's address", () => {
  it("keeps the section, tab, page, search and status it is given", () => {
    expect(validateAdminSearch({ section: "pages", tab: "redirects", page: 2, q: "old", status: "new" })).toEqual({
      section: "pages",
      tab: "redirects",
      page: 2,
      q: "old",
      status: "new",
    });
  });

  it("reads a hand-typed number as the text searched for and a page given as text", () => {
    expect(validateAdminSearch({ q: 2026, page: "3" })).toEqual({ q: "2026", page: 3 });
  });

  it("drops what does not parse, keeping the rest, and leaves defaults out", () => {
    expect(validateAdminSearch({ section: "media", page: -4, q: ["x"], tab: { a: 1 }, status: "" })).toEqual({ section: "media" });
    expect(validateAdminSearch({ page: 1.5 })).toEqual({});
    expect(validateAdminSearch({ page: 1, q: "  " })).toEqual({});
    expect(validateAdminSearch({})).toEqual({});
  });

  it("cuts too long a search instead of refusing it", () => {
    expect(validateAdminSearch({ q: "x".repeat(201) }).q).toHaveLength(200);
  });
});
