// The content analysis on known texts: reading-ease scores computed by hand, the structure of
// HTML, Markdown and plain text, keyword placement, passive voice and the translation state.
import { describe, expect, it } from "vitest";
import { analyzeContent, type AnalysisInput } from "../../src/domain/content-analysis/index";
import { isPassive, readabilityOf, readingEase, sentencesOf, syllables } from "../../src/domain/content-analysis/readability";
import { structureOf } from "../../src/domain/content-analysis/structure";

const ids = (a: ReturnType<typeof analyzeContent>) => Object.fromEntries(a.findings.map((f) => [f.id, f]));

const base: AnalysisInput = {
  lang: "en",
  title: "Computer vision for quality control in factories",
  description:
    "How computer vision finds defects on production lines, what it takes to deploy it and what results manufacturers see after the first year.",
  body: [],
  slug: "computer-vision-quality-control",
  keyword: "computer vision",
  translation: { en: "up_to_date", fr: "up_to_date" },
};

describe("reading ease", () => {
  it("gives Flesch's score for English: 206.835 − 1.015 × words per sentence − 84.6 × syllables per word", () => {
    // 6 words, 1 sentence, 6 syllables: 206.835 − 6.09 − 84.6 = 116.145.
    expect(readabilityOf(["The cat sat on the mat."], "en").readingEase).toBe(116.1);
    expect(readingEase("en", { sentences: 2, words: 30, syllables: 45 })).toBe(Math.round((206.835 - 1.015 * 15 - 84.6 * 1.5) * 10) / 10);
  });

  it("gives Kandel and Moles' score for French: 207 − 1.015 × words per sentence − 73.6 × syllables per word", () => {
    // 3 words of one syllable, 1 sentence: 207 − 3.045 − 73.6 = 130.355.
    expect(readabilityOf(["Le chat dort."], "fr").readingEase).toBe(130.4);
    expect(readingEase("fr", { sentences: 2, words: 30, syllables: 45 })).toBe(Math.round((207 - 1.015 * 15 - 73.6 * 1.5) * 10) / 10);
  });

  it("counts syllables the usual way in each language", () => {
    expect(syllables("table", "en")).toBe(2);
    expect(syllables("reading", "en")).toBe(2);
    expect(syllables("make", "en")).toBe(1);
    expect(syllables("maison", "fr")).toBe(2);
    expect(syllables("entreprise", "fr")).toBe(3);
    expect(syllables("parlent", "fr")).toBe(1);
  });

  it("splits sentences at their end marks, not inside numbers", () => {
    expect(sentencesOf("It costs 3.5 million. Then it stops! Does it? Yes.")).toHaveLength(4);
  });
});

describe("passive voice", () => {
  it("finds English passives, French ones with their agent", () => {
    expect(isPassive("The report was written by the team.", "en")).toBe(true);
    expect(isPassive("The models are carefully tested.", "en")).toBe(true);
    expect(isPassive("The team wrote the report.", "en")).toBe(false);
    expect(isPassive("Le rapport a été rédigé par l'équipe.", "fr")).toBe(true);
    expect(isPassive("L'équipe a rédigé le rapport.", "fr")).toBe(false);
  });
});

describe("structure", () => {
  it("reads HTML, Markdown and plain paragraphs alike", () => {
    const html = structureOf('<h2>Why</h2><p>One <a href="/en/about">about</a>.</p><p>Two <img src="/media/a.png" alt=""></p>');
    expect(html.headings).toEqual([{ level: 2, text: "Why" }]);
    expect(html.paragraphs).toEqual(["One about .", "Two"]);
    expect(html.links).toEqual([{ href: "/en/about", text: "about" }]);
    expect(html.pictures).toEqual([{ src: "/media/a.png", alt: "" }]);
    const md = structureOf("# Title\n\nFirst **bold** [link](/en/insights).\n\n## Next\n\n![A chart](/media/c.png)\n\nLast.");
    expect(md.headings.map((h) => h.level)).toEqual([1, 2]);
    expect(md.paragraphs).toEqual(["First bold link.", "Last."]);
    expect(md.pictures).toEqual([{ alt: "A chart", src: "/media/c.png" }]);
    expect(structureOf("One.\n\nTwo.\nStill two.").paragraphs).toEqual(["One.", "Two. Still two."]);
  });
});

describe("analyzeContent", () => {
  it("passes a well-made article", () => {
    const para = "Computer vision checks every part on the line. It flags the defects a person would miss. ".repeat(10);
    const body = `${para}\n\n## How it works\n\nRead [our guide](/en/insights/guide). ${para}\n\n![A camera over a belt](/media/x.png)\n\n${para}`;
    const found = ids(analyzeContent({ ...base, body: [body] }));
    for (const id of [
      "titleLength",
      "descriptionLength",
      "keywordInTitle",
      "keywordInSlug",
      "keywordInIntro",
      "headings",
      "internalLinks",
      "imageAlt",
      "readingEase",
      "sentences",
      "translationUpToDate",
    ]) {
      expect(found[id]?.status, id).toBe("good");
    }
  });

  it("says what to fix, with the numbers", () => {
    const long = `${"This sentence is a very long one that keeps going with many words and clauses so that it goes over the limit of words ".repeat(2)}.`;
    const found = ids(
      analyzeContent({
        ...base,
        title: "Short",
        description: "",
        keyword: "deep learning",
        slug: "short",
        body: [`${long}\n\n<img src="/a.png">`.replace("<img", "![](/a.png) <img")],
        translation: { en: "up_to_date", fr: "missing" },
      }),
    );
    expect(found.titleShort).toMatchObject({ status: "improve", values: { length: 5, min: 30, max: 60 } });
    expect(found.descriptionMissing?.status).toBe("problem");
    expect(found.keywordInTitleMissing?.status).toBe("problem");
    expect(found.keywordInSlugMissing?.status).toBe("problem");
    expect(found.keywordInIntroMissing?.status).toBe("problem");
    expect(found.internalLinksMissing?.status).toBe("improve");
    expect(found.imageAltMissing).toMatchObject({ status: "problem", values: { count: 1 } });
    expect(found.sentencesLong?.status).toBe("improve");
    expect(found.contentShort?.status).toBe("improve");
    expect(found.translationMissing?.status).toBe("problem");
  });

  it("matches a keyword whatever its accents and reports an outdated language", () => {
    const found = ids(
      analyzeContent({
        ...base,
        lang: "fr",
        title: "La vision par ordinateur en usine",
        keyword: "Vision par ordinateur",
        slug: "vision-par-ordinateur-usine",
        body: ["La vision par ordinateur contrôle chaque pièce. Elle repère les défauts."],
        translation: { en: "up_to_date", fr: "outdated" },
      }),
    );
    expect(found.keywordInTitle?.status).toBe("good");
    expect(found.keywordInSlug?.status).toBe("good");
    expect(found.keywordInIntro?.status).toBe("good");
    expect(found.keywordNone).toBeUndefined();
    expect(found.translationThisOutdated).toMatchObject({ status: "improve", values: { lang: "fr", other: "en" } });
  });

  it("asks for a focus keyword when none is given", () => {
    expect(ids(analyzeContent({ ...base, keyword: " ", body: ["Text."] })).keywordNone?.status).toBe("improve");
  });
});
