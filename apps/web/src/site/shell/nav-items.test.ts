import { describe, expect, it } from "vitest";
import { isNavItemActive, NAV_ITEMS } from "./nav-items";

const active = (pathname: string) => NAV_ITEMS.filter((i) => isNavItemActive(i, pathname)).map((i) => i.to);

describe("isNavItemActive", () => {
  it("matches the path after the language", () => {
    expect(active("/en")).toEqual(["/$lang"]);
    expect(active("/fr/")).toEqual(["/$lang"]);
    expect(active("/fr/about")).toEqual(["/$lang/about"]);
  });

  it("keeps Insights active on an article", () => {
    expect(active("/en/insights/some-article")).toEqual(["/$lang/insights"]);
  });

  it("leaves the footer without Product", () => {
    expect(NAV_ITEMS.filter((i) => i.inFooter).map((i) => i.path)).toEqual(["", "/technology", "/about", "/insights", "/contact"]);
  });
});
