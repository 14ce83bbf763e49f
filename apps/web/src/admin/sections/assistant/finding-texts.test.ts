// Counts in the Content Assistant's findings take their plural form in each language: "1 picture
// has", never "1 pictures have" or "1 images n'ont pas".
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { Lang } from "@lumiere/i18n";
import { loadAdminCatalog } from "../../lib/catalog";
import { FINDING_TEXTS } from "./finding-texts";

function say(lang: Lang, id: string, values: Record<string, unknown>): string {
  const i18n = setupI18n();
  loadAdminCatalog(i18n);
  i18n.activate(lang);
  const text = FINDING_TEXTS[id]?.text;
  if (!text) throw new Error(`no finding ${id}`);
  return i18n._({ ...text, values });
}

describe("plural forms of the findings' counts", () => {
  it("says one picture, paragraph, page, subheading or word in both languages", () => {
    expect(say("en", "imageAltMissing", { count: 1 })).toBe("1 picture has no alternative text.");
    expect(say("en", "imageAltMissing", { count: 3 })).toBe("3 pictures have no alternative text.");
    expect(say("fr", "imageAltMissing", { count: 1 })).toBe("1 image n’a pas de texte alternatif.");
    expect(say("fr", "imageAltMissing", { count: 2 })).toBe("2 images n’ont pas de texte alternatif.");
    expect(say("en", "imageAlt", { count: 1 })).toBe("The picture has alternative text.");
    expect(say("en", "paragraphsLong", { count: 1 })).toBe("1 paragraph has more than 150 words.");
    expect(say("fr", "internalLinks", { count: 1 })).toBe("Le texte renvoie vers 1 page du site.");
    expect(say("en", "headings", { count: 1 })).toBe("The text has 1 subheading.");
    expect(say("en", "contentShort", { words: 1, min: 300 })).toBe("The text has 1 word: fewer than 300 rarely ranks.");
    expect(say("fr", "headingsMissing", { words: 1 })).toBe("1 mot sans intertitre.");
  });
});
