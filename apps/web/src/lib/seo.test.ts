import { describe, expect, it } from "vitest";
import { pageHead, pagePaths } from "./seo";

describe("pageHead", () => {
  const head = pageHead({
    lang: "fr",
    origin: "https://lumiere.test",
    paths: pagePaths("about"),
    title: "À propos",
    description: "Qui sommes-nous",
    siteName: "Lumière AI",
  });

  it("titles the page '{title} | {brand}'", () => {
    expect(head.meta[0]).toEqual({ title: "À propos | Lumière AI" });
  });

  it("has an absolute canonical and en, fr and x-default alternates", () => {
    expect(head.links).toEqual([
      { rel: "canonical", href: "https://lumiere.test/fr/about" },
      { rel: "alternate", hrefLang: "en", href: "https://lumiere.test/en/about" },
      { rel: "alternate", hrefLang: "fr", href: "https://lumiere.test/fr/about" },
      { rel: "alternate", hrefLang: "x-default", href: "https://lumiere.test/en/about" },
    ]);
  });

  it("gives the home page the bare language path", () => {
    expect(pagePaths("home")).toEqual({ en: "/en", fr: "/fr" });
  });
});
